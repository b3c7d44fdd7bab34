"use client";
// "I spent 40 minutes" (issue 46 item 5): time added by hand to a task, as a manual time entry
// (POST /api/time-entries) on the user's today, and the time recorded on it so far, each entry
// correctable or deletable (TimeEntriesList). The task's actualMinutes is the sum of its entries,
// so after every write the list is read again (TIMER_CHANGED) and the row and the wheels show it.
import { useEffect, useId, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { formatMinutes } from "@/lib/time/minutes";
import type { TimeEntryDto } from "@/lib/time-entries/shapes";
import { TimeEntriesList } from "./time-entries-list";
import { manualMinutes, MINUTES_INVALID_TEXT } from "./time-spent-minutes";
import { TIMER_CHANGED } from "./timer-event";

export { manualMinutes } from "./time-spent-minutes";

type Props = {
  taskId: number;
  description: string;
  /** Minutes recorded so far (timer and by hand), from the list: shown until the entries are read. */
  actualMinutes?: number;
  /** The user's calendar day: the entry counts on it. */
  today: string;
  onAdded?: (entry: TimeEntryDto) => void;
  autoFocus?: boolean;
};

const announce = () => window.dispatchEvent(new Event(TIMER_CHANGED));

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
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const key = queryKeys.taskTimeEntries(taskId);
  const { data: entries } = useQuery<TimeEntryDto[]>({ queryKey: key });
  const recorded = entries ? entries.reduce((s, e) => s + e.minutes, 0) : actualMinutes;
  const newestFirst = entries ? [...entries].reverse() : [];

  // A timer stopped elsewhere, or any write here: the entries are read again.
  useEffect(() => {
    const read = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.taskTimeEntries(taskId) });
    window.addEventListener(TIMER_CHANGED, read);
    return () => window.removeEventListener(TIMER_CHANGED, read);
  }, [queryClient, taskId]);

  const add = async () => {
    const minutes = manualMinutes(text);
    if (minutes === null) {
      setError(MINUTES_INVALID_TEXT);
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
      queryClient.setQueryData<TimeEntryDto[]>(key, (old) => (old ? [...old, entry] : old));
      announce();
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
      <p className="text-xs text-muted-foreground" id={`${id}-recorded`} aria-live="polite">
        {recorded > 0 ? `${formatMinutes(recorded)} recorded so far.` : "No time recorded yet."}
      </p>
      <div className="flex items-center gap-2">
        <Input
          ref={input}
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
      <TimeEntriesList
        entries={newestFirst}
        description={description}
        today={today}
        onChanged={announce}
        afterDelete={() => input.current?.focus()}
      />
    </div>
  );
}
