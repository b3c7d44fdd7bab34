"use client";
// The time recorded on one task (issue 46 item 5: "add or correct time by hand"): each entry with its
// day, its minutes, whether the timer or the person recorded it, and "capped" when a timer left
// running was cut at 12 hours. An entry's minutes can be corrected (PATCH /api/time-entries/{id})
// and an entry deleted, with Undo (POST …/restore) like every other delete.
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Check, Pencil, Trash2, X } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { toastWithUndo } from "@/components/ui/undo-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { dayLabel } from "@/lib/time/day-labels";
import { formatMinutes } from "@/lib/time/minutes";
import type { TimeEntryDto } from "@/lib/time-entries/shapes";
import { manualMinutes, MINUTES_INVALID_TEXT } from "./time-spent-minutes";

type Props = {
  /** Newest first. */
  entries: TimeEntryDto[];
  description: string;
  today: string;
  /** After any write (a correction, a delete, an Undo): the task's time is read again. */
  onChanged: () => void;
  /** Where focus goes after a delete (the row and its buttons are gone). */
  afterDelete: () => void;
};

/** Who recorded it: "timer", "by hand", or a timer's minutes the person changed. */
const origin = (e: TimeEntryDto) =>
  e.manual ? "by hand" : e.corrected ? "timer, corrected" : "timer";

export function TimeEntriesList({ entries, description, today, onChanged, afterDelete }: Props) {
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  if (entries.length === 0) return null;

  const remove = async (entry: TimeEntryDto) => {
    try {
      await apiJson("DELETE", `/api/time-entries/${entry.id}`);
    } catch (err) {
      toast({
        title: "The time could not be deleted",
        description: serverMessage(err, "Please try again."),
        variant: "destructive",
      });
      return;
    }
    onChanged();
    afterDelete();
    toastWithUndo({
      title: "Time deleted",
      description: `${formatMinutes(entry.minutes)} on "${description}".`,
      undoneTitle: "Time restored",
      undo: async () => {
        await apiJson("POST", `/api/time-entries/${entry.id}/restore`);
        onChanged();
      },
    });
  };

  return (
    <div className="space-y-1" data-testid="time-entries">
      <h3 id={headingId} className="text-sm font-medium">
        Time recorded
      </h3>
      <ul aria-labelledby={headingId} className="divide-y rounded-md border text-sm">
        {entries.map((e) =>
          editing === e.id ? (
            <CorrectRow
              key={e.id}
              entry={e}
              day={dayLabel(e.date, today)}
              onDone={(changed) => {
                setEditing(null);
                if (changed) onChanged();
              }}
            />
          ) : (
            <li key={e.id} className="flex items-center gap-2 py-1 pr-1 pl-3">
              <span className="min-w-0 flex-1">
                <span className="font-medium tabular-nums">{formatMinutes(e.minutes)}</span>{" "}
                <span className="text-muted-foreground">
                  · {dayLabel(e.date, today)} · {origin(e)}
                </span>
                {e.capped && (
                  <span
                    className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
                    title="The timer ran longer than 12 hours and was recorded as 12 hours. Correct it to the time you really spent."
                  >
                    capped
                  </span>
                )}
              </span>
              <EntryButton
                aria-label={`Correct ${formatMinutes(e.minutes)} on ${dayLabel(e.date, today)}`}
                data-entry-edit={e.id}
                onClick={() => setEditing(e.id)}
              >
                <Pencil aria-hidden="true" />
              </EntryButton>
              <EntryButton
                aria-label={`Delete ${formatMinutes(e.minutes)} on ${dayLabel(e.date, today)}`}
                onClick={() => void remove(e)}
              >
                <Trash2 aria-hidden="true" />
              </EntryButton>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** One entry being corrected: its minutes in a field, saved with Enter or the check. */
function CorrectRow({
  entry,
  day,
  onDone,
}: {
  entry: TimeEntryDto;
  day: string;
  onDone: (changed: boolean) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(entry.minutes));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const row = useRef<HTMLLIElement>(null);

  // Back to the entry's own Correct button once the row shows it again.
  const done = (changed: boolean) => {
    const list = row.current?.closest("ul");
    onDone(changed);
    requestAnimationFrame(() =>
      list?.querySelector<HTMLButtonElement>(`[data-entry-edit="${entry.id}"]`)?.focus(),
    );
  };

  const save = async () => {
    const minutes = manualMinutes(text);
    if (minutes === null) {
      setError(MINUTES_INVALID_TEXT);
      return;
    }
    if (minutes === entry.minutes) {
      done(false);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await apiJson<TimeEntryDto>("PATCH", `/api/time-entries/${entry.id}`, { minutes });
      toast({ title: "Time corrected", description: `${day}: ${formatMinutes(minutes)}.` });
      done(true);
    } catch (err) {
      setError(serverMessage(err, "The time could not be corrected. Please try again."));
      setSaving(false);
    }
  };

  return (
    <li ref={row} className="space-y-1 py-1.5 pr-1 pl-3">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-minutes`} className="text-muted-foreground">
          {day}, minutes
        </label>
        <Input
          id={`${id}-minutes`}
          inputMode="numeric"
          className="h-8 w-20"
          value={text}
          autoFocus
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Its own Enter: inside the edit form it saves the correction, not the task.
            if (e.key === "Enter") {
              e.preventDefault();
              void save();
            }
          }}
        />
        <span className="flex-1" />
        <EntryButton
          aria-label="Save the corrected time"
          disabled={saving}
          onClick={() => void save()}
        >
          <Check aria-hidden="true" />
        </EntryButton>
        <EntryButton aria-label="Cancel the correction" onClick={() => done(false)}>
          <X aria-hidden="true" />
        </EntryButton>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}

/** A row's small icon button (correct, delete, save, cancel): 44 px on a phone. */
function EntryButton(
  props: Omit<React.ComponentProps<typeof Button>, "type" | "variant" | "size">,
) {
  return (
    <Button type="button" variant="ghost" size="icon-sm" className="max-sm:size-11" {...props} />
  );
}
