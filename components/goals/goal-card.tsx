"use client";
// One goal on the Goals screen (issue 45): its picture, why, progress (tasks done of total, minutes
// done, days to the target date), its open tasks in list order, what was done lately, a way to add
// a task to it, and achieving or dropping it.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useUpdateTask } from "@/components/tasks/use-tasks";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { categoryColor } from "@/lib/categories";
import { daysToTarget, type GoalDto, type GoalStatus } from "@/lib/goals/shapes";
import { formatMinutes } from "@/lib/time/minutes";
import { shortDate } from "@/lib/time/day-labels";
import type { TaskDto } from "@/lib/tasks/schemas";

/** How many recently done tasks a goal shows. */
const DONE_LATELY = 3;

function targetWords(days: number | null, targetDate: string | null, today: string): string | null {
  if (days === null || !targetDate) return null;
  const on = shortDate(targetDate, today);
  if (days === 0) return `Target: today (${on})`;
  if (days > 0) return `${days} ${days === 1 ? "day" : "days"} to ${on}`;
  return `Target passed ${-days} ${days === -1 ? "day" : "days"} ago (${on})`;
}

export function GoalCard({
  goal,
  tasks,
  today,
}: {
  goal: GoalDto;
  /** The goal's tasks from the list, in list order. */
  tasks: TaskDto[];
  today: string;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateTask();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const open = tasks.filter((t) => !t.completed);
  const lately = tasks
    .filter((t) => t.completed)
    .sort((a, b) => (b.completedAt ?? "").localeCompare(a.completedAt ?? ""))
    .slice(0, DONE_LATELY);
  const { tasksDone, tasksTotal, minutesDone } = goal.progress;
  const share = tasksTotal > 0 ? Math.round((100 * tasksDone) / tasksTotal) : 0;
  const target = targetWords(daysToTarget(goal.targetDate, today), goal.targetDate, today);
  const headingId = `goal-${goal.id}`;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.goals }),
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
    ]);

  const addTask = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await apiJson("POST", "/api/tasks", {
        description: text,
        category: goal.category,
        goalId: goal.id,
      });
      setText("");
      await refresh();
    } catch (err) {
      toast({
        title: "Failed to add the task",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  const setStatus = async (status: GoalStatus) => {
    setBusy(true);
    try {
      await apiJson("PATCH", `/api/goals/${goal.id}`, { status });
      await refresh();
      if (status === "achieved")
        toast({ title: "Goal achieved!", description: `“${goal.title}” moves to Achieved.` });
    } catch (err) {
      toast({
        title: "Failed to update the goal",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={headingId} data-testid="goal-card" data-goal-id={goal.id}>
      <CardHeader className="flex flex-row items-start gap-3">
        {goal.imageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- private, per-user image served by our API
          <img
            src={goal.imageUrl}
            alt=""
            className="size-16 shrink-0 rounded-md object-cover"
            data-testid="goal-picture"
          />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <CardTitle>
            <h3 id={headingId} className="text-base font-semibold break-words">
              <span
                className="mr-2 inline-block size-2.5 rounded-full align-middle"
                style={{ backgroundColor: categoryColor(goal.category) }}
                aria-hidden
              />
              {goal.title}
            </h3>
          </CardTitle>
          {goal.why && <p className="text-sm text-muted-foreground">{goal.why}</p>}
          {goal.status === "achieved" && goal.achievedAt && (
            <p className="text-sm font-medium text-primary" data-testid="goal-achieved-on">
              Achieved on {shortDate(goal.achievedAt.slice(0, 10), today)}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1">
          <p className="text-sm" data-testid="goal-progress">
            {tasksDone} of {tasksTotal} {tasksTotal === 1 ? "task" : "tasks"} done
            {minutesDone > 0 ? ` · ${formatMinutes(minutesDone)} done` : ""}
            {target && goal.status === "active" ? ` · ${target}` : ""}
          </p>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={`${goal.title}: tasks done`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share}
          >
            <div className="h-full bg-primary" style={{ width: `${share}%` }} />
          </div>
        </div>
        {open.length > 0 && (
          <ul aria-label={`Open tasks of ${goal.title}`}>
            {open.map((t) => (
              <li key={t.id} className="flex min-h-11 items-center gap-3 text-sm">
                <Checkbox
                  id={`goal-task-${t.id}`}
                  checked={false}
                  onCheckedChange={() =>
                    update.mutate(
                      { id: t.id, patch: { completed: true } },
                      { onSettled: () => void refresh() },
                    )
                  }
                />
                <Label htmlFor={`goal-task-${t.id}`} className="font-normal">
                  {t.description}
                </Label>
              </li>
            ))}
          </ul>
        )}
        {lately.length > 0 && (
          <div>
            <p className="text-xs font-medium text-muted-foreground">Done lately</p>
            <ul
              className="text-sm text-muted-foreground"
              aria-label={`Done lately for ${goal.title}`}
            >
              {lately.map((t) => (
                <li key={t.id} className="line-through">
                  {t.description}
                </li>
              ))}
            </ul>
          </div>
        )}
        {goal.status === "active" && (
          <>
            <form
              className="flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                void addTask();
              }}
            >
              <Input
                aria-label={`New task for ${goal.title}`}
                placeholder="Add a task to this goal"
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
              <Button type="submit" variant="outline" disabled={busy || !text.trim()}>
                Add
              </Button>
            </form>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                disabled={busy}
                onClick={() => void setStatus("achieved")}
              >
                Mark achieved
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => void setStatus("dropped")}
              >
                Drop
              </Button>
            </div>
          </>
        )}
        {goal.status !== "active" && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => void setStatus("active")}
          >
            Make active again
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
