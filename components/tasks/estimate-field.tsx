"use client";
// The edit dialog's estimate (issue 27): minutes typed, or a quick pick (15 m, 30 m, 1 h, 2 h);
// empty means "no estimate" and the user's default estimate counts for the task.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ESTIMATE_MAX, ESTIMATE_PICKS, formatMinutes, isEstimate } from "@/lib/time/rules";
import { cn } from "@/lib/utils";

type Props = {
  idPrefix: string;
  value: number | null;
  onChange: (minutes: number | null) => void;
  defaultMinutes?: number;
};

/** Reads the typed text: whole minutes 1-1440, "" (no estimate), or undefined while it is not a valid value. */
function readEstimate(text: string): number | null | undefined {
  const t = text.trim();
  if (t === "") return null;
  const n = Number(t);
  return isEstimate(n) ? n : undefined;
}

export function EstimateField({ idPrefix, value, onChange, defaultMinutes }: Props) {
  const [text, setText] = useState(value === null ? "" : String(value));
  const id = `${idPrefix}-estimate`;
  const invalid = readEstimate(text) === undefined;
  const set = (minutes: number | null) => {
    setText(minutes === null ? "" : String(minutes));
    onChange(minutes);
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Estimate (minutes)</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          inputMode="numeric"
          className="w-24"
          value={text}
          placeholder={defaultMinutes ? String(defaultMinutes) : "30"}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setText(e.target.value);
            const read = readEstimate(e.target.value);
            if (read !== undefined) onChange(read);
          }}
        />
        <div className="flex flex-wrap gap-1" role="group" aria-label="Quick estimates">
          {ESTIMATE_PICKS.map((m) => (
            <Button
              key={m}
              type="button"
              size="sm"
              variant="outline"
              aria-pressed={value === m}
              className={cn(value === m && "border-primary bg-primary/10")}
              onClick={() => set(m)}
            >
              {formatMinutes(m).replace(/ 0 m$/, "")}
            </Button>
          ))}
          {value !== null && (
            <Button type="button" size="sm" variant="ghost" onClick={() => set(null)}>
              Clear
            </Button>
          )}
        </div>
      </div>
      <p
        id={`${id}-hint`}
        className={cn("text-xs", invalid ? "text-destructive" : "text-muted-foreground")}
      >
        {invalid
          ? `Whole minutes from 1 to ${ESTIMATE_MAX}, or empty.`
          : "How long it takes. Empty: your default estimate counts."}
      </p>
    </div>
  );
}
