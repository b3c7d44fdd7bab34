"use client";
// "I spent 40 minutes" (issue 46 item 5): time added by hand to a task, as a manual time entry
// (POST /api/time-entries) on the user's today. The task's actualMinutes is the sum of its entries,
// so the list is read again (TIMER_CHANGED) and the row and the wheels show it.
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { formatMinutes } from "@/lib/time/minutes";
import { MANUAL_MAX, MANUAL_MIN, type TimeEntryDto } from "@/lib/time-entries/shapes";
import { TIMER_CHANGED } from "./timer-event";

const INVALID = `Enter whole minutes from ${MANUAL_MIN} to ${MANUAL_MAX}.`;

/** The typed minutes when they are a whole number in range, else null. */
export function manualMinutes(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  const n = Number(t);
  return n >= MANUAL_MIN && n <= MANUAL_MAX ? n : null;
}

type Props = {
  taskId: number;
  description: string;
  /** Minutes recorded so far (timer and by hand). */
  actualMinutes?: number;
  /** The user's calendar day: the entry counts on it. */
  today: string;
  onAdded?: (entry: TimeEntryDto) => void;
  autoFocus?: boolean;
};

export function TimeSpentField({
  taskId,
  description,
  actualMinutes = 0,
  today,
  onAdded,
  autoFocus,
}: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [recorded, setRecorded] = useState(actualMinutes);

  const add = async () => {
    const minutes = manualMinutes(text);
    if (minutes === null) {
      setError(INVALID);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const entry = await apiJson<TimeEntryDto>("POST", "/api/time-entries", {
        taskId,
        date: today,
        minutes,
      });
      window.dispatchEvent(new Event(TIMER_CHANGED));
      setRecorded((r) => r + entry.minutes);
      setText("");
      toast({
        title: "Time added",
        description: `${formatMinutes(entry.minutes)} on "${description}".`,
      });
      onAdded?.(entry);
    } catch (err) {
      setError(serverMessage(err, "The time could not be added. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-2" data-testid="time-spent">
      <Label htmlFor={`${id}-minutes`}>Time spent (minutes)</Label>
      <p className="text-xs text-muted-foreground" id={`${id}-recorded`}>
        {recorded > 0 ? `${formatMinutes(recorded)} recorded so far.` : "No time recorded yet."}
      </p>
      <div className="flex items-center gap-2">
        <Input
          id={`${id}-minutes`}
          inputMode="numeric"
          className="w-28"
          placeholder="40"
          value={text}
          autoFocus={autoFocus}
          aria-describedby={`${id}-recorded${error ? ` ${id}-error` : ""}`}
          aria-invalid={error !== null}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Its own Enter: inside the edit form it adds the time, it does not save the task.
            if (e.key === "Enter") {
              e.preventDefault();
              void add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={() => void add()} disabled={saving}>
          Add time
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
