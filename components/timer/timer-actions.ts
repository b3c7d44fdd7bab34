"use client";
// Starting and stopping the focus timer from anywhere (a task row, a habit's page, the header):
// the server holds the timer; every change is announced with TIMER_CHANGED so the header's clock
// and the task list read it again.
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { formatMinutes } from "@/lib/time/minutes";
import type { RunningTimerDto, StartedTimerDto, TimeEntryDto } from "@/lib/time-entries/shapes";

import { TIMER_CHANGED } from "./timer-event";

const announce = () => window.dispatchEvent(new Event(TIMER_CHANGED));

/** "25 min", "1 h 5 m"; a capped entry says so. */
const recordedText = (e: TimeEntryDto) =>
  `${e.minutes < 60 ? `${e.minutes} min` : formatMinutes(e.minutes)}${
    e.capped ? " (capped at 12 hours: the timer ran overnight)" : ""
  }`;

/** Starts a timer on the task or habit named `what`; a running one is stopped first, and the toast says so. */
export async function startTimer(target: { taskId: number } | { habitId: number }, what: string) {
  try {
    const started = await apiJson<StartedTimerDto>("POST", "/api/timer", target);
    announce();
    toast({
      title: `Timer started: ${what}`,
      description: started.stopped
        ? `The timer that was running stopped and recorded ${recordedText(started.stopped)}.`
        : "It keeps running if you close the tab. Stop it from the header.",
    });
  } catch (err) {
    toast({
      variant: "destructive",
      title: "Error",
      description: serverMessage(err, "The timer could not be started. Please try again."),
    });
  }
}

/** Stops the running timer; the toast says what was recorded. */
export async function stopTimer(): Promise<boolean> {
  try {
    const entry = await apiJson<TimeEntryDto>("DELETE", "/api/timer");
    announce();
    toast({ title: "Timer stopped", description: `Recorded ${recordedText(entry)}.` });
    return true;
  } catch (err) {
    announce(); // stopped elsewhere (another device): the header reads it again
    toast({
      variant: "destructive",
      title: "Error",
      description: serverMessage(err, "The timer could not be stopped. Please try again."),
    });
    return false;
  }
}

/** The task row that has the keyboard focus (the dashboard's j/k), if any: its id and words. */
export function focusedTask(): { id: number; description: string } | null {
  const row = document.activeElement?.closest('[data-testid="task-row"]');
  const id = Number(row?.getAttribute("data-task-id"));
  if (!row || !Number.isInteger(id) || id <= 0) return null;
  const words = row.querySelector("[data-row-main]")?.textContent?.trim();
  return { id, description: words || "this task" };
}

/**
 * The shortcut's and the palette's "start or stop": the timer running on this task stops; otherwise
 * one starts on it (stopping any other, as the toast says). Without a task, a running timer stops.
 */
export async function toggleTimer(task: { id: number; description: string } | null) {
  const running = await apiJson<RunningTimerDto | null>("GET", "/api/timer").catch(() => null);
  if (running && (!task || running.taskId === task.id)) return void (await stopTimer());
  if (task) return startTimer({ taskId: task.id }, task.description);
  toast({
    title: "No task chosen",
    description: "Move to a task with j or k (or ↓ and ↑), then press t to start its timer.",
  });
}
