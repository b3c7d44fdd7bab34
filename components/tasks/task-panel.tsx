"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { Loader2, Wand2 } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { OpenOnDemandMemory } from "@/components/ui/open-on-demand";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { toast } from "@/components/ui/use-toast";
import { MountWhen } from "@/components/ui/mount-when";
import type { TaskDto } from "@/lib/tasks/schemas";
import type { OutboxKind } from "@/lib/offline/outbox-store";
import { daysBetween } from "@/lib/time/days";
import { useOpenDayRequest } from "@/components/search/open-target";
import { PlainTaskList } from "./plain-task-list";
import { SwipeHint } from "./swipe-hint";
import { ROW_ICONS } from "./row-icons";
import { IconSprite } from "@/components/ui/icon-sprite";
import { usePlannerNow } from "./planner-clock";
import { dueToday, reorderWithin, upcomingGroups, type TodoScope } from "./task-views";
import { overdueOf } from "./overdue";
import type { TaskListProps } from "./task-list-types";
import { useCategoryLabel } from "./use-category-label";
import { useSortableList } from "./use-sortable-list";
import { useRowBudget } from "./use-row-budget";
import {
  useInvalidateTasks,
  usePrioritizeTasks,
  useReorderTasks,
  useTasks,
  useUpdateTask,
} from "./use-tasks";
import { useTaskFlow } from "./use-task-flow";
import { useCompleteToggle } from "./use-complete-toggle";
import { useCompletedSummary, useOlderCompleted } from "./use-completed";
import { completedView, SHOW_MORE_COMPLETED } from "@/lib/tasks/completed-pages";
import { PendingWrites, useOnSynced } from "@/components/offline/pending-writes";
import { useOnline } from "@/components/pwa/offline-badge";
import { OFFLINE_REASON } from "@/lib/offline/reason";

// The edit dialog (Radix Dialog and Select) loads when a task is first opened.
const EditTaskDialog = lazy(() =>
  import("./edit-task-dialog").then((m) => ({ default: m.EditTaskDialog })),
);
// "How long did it take?" after a completion (issue 46): loaded when first asked for.
const TimeSpentDialog = lazy(() =>
  import("@/components/timer/time-spent-dialog").then((m) => ({ default: m.TimeSpentDialog })),
);
// The saved day plan as a timeline on the Today view (issue 27), loaded with that view.
const TodayTimeline = lazy(() => import("@/components/planning/today-timeline"));
// The day's calendar events (issue 44), read-only among the tasks of Today and Upcoming.
const DayEvents = lazy(() => import("@/components/planning/day-events"));
// The Overdue group's heading and "Move all to today" (with the move and its Undo) load when a task is overdue.
const OverdueHeader = lazy(() => import("./overdue-header"));

export type TaskView = "todo" | "completed";

const SYNC_KINDS: OutboxKind[] = ["task", "tick", "item", "edit"];

type Props = { onCompleted?: () => void };

const SCOPE_TITLES: Record<TodoScope, string> = {
  all: "Tasks To Do",
  today: "Due Today",
  upcoming: "Upcoming",
};
const SCOPE_EMPTY: Record<TodoScope, string> = {
  all: "You don't have any tasks to do. Add your first task!",
  today:
    'Nothing is due today. Add a date to a task, such as "tomorrow at 5pm", to plan your days.',
  upcoming:
    'Nothing is planned for the next 7 days. Type a date when you add a task, such as "every Monday".',
};

export function TaskPanel({ onCompleted }: Props) {
  const [view, setView] = useState<TaskView>("todo");
  const [scope, setScopeOnly] = useState<TodoScope>("all");
  // A calendar event found in the search palette opens its day (issue 44): today in Today, the next
  // six days in Upcoming, any other day's events alone above Upcoming (`eventDay`).
  const [eventDay, setEventDay] = useState<string | null>(null);
  const [reveal, setReveal] = useState(0);
  const setScope = (next: TodoScope) => {
    setEventDay(null);
    setScopeOnly(next);
  };
  const [editing, setEditing] = useState<TaskDto | null>(null);
  const [timing, setTiming] = useState<TaskDto | null>(null);
  const { data: tasks, isLoading, error } = useTasks();
  // The list holds the latest completed tasks; "Show more" asks for older ones, a page at a time.
  const { data: completedSummary } = useCompletedSummary();
  const [olderWanted, setOlderWanted] = useState(false);
  const older = useOlderCompleted(olderWanted);
  const now = usePlannerNow();
  useOpenDayRequest((day) => {
    const ahead = daysBetween(now.date, day);
    setView("todo");
    setScopeOnly(ahead === 0 ? "today" : "upcoming");
    setEventDay(ahead >= 0 && ahead < 7 ? null : day);
    setReveal((n) => n + 1);
  });
  const label = useCategoryLabel("taskList");
  const update = useUpdateTask();
  const reorder = useReorderTasks();
  const prioritize = usePrioritizeTasks();
  const listArea = useRef<HTMLDivElement>(null);
  const { Sortable, want: wantSortable } = useSortableList(listArea);
  const online = useOnline();
  const invalidateTasks = useInvalidateTasks();
  useOnSynced(SYNC_KINDS, () => void invalidateTasks());

  const open = (tasks ?? []).filter((t) => !t.completed);
  const groups = view === "todo" && scope === "upcoming" ? upcomingGroups(open, now.date) : null;
  const visible =
    view === "completed"
      ? completedView(tasks ?? [], older.data?.pages.flatMap((p) => p.tasks) ?? [])
      : groups
        ? groups.flatMap((g) => g.tasks)
        : scope === "today"
          ? dueToday(open, now.date)
          : open;
  const count = visible.length;
  // The badge counts every completed task, also the ones not loaded.
  const counted = view === "completed" ? Math.max(count, completedSummary?.total ?? 0) : count;
  const moreCompleted =
    view === "completed" &&
    !isLoading &&
    !error &&
    (completedSummary?.total ?? 0) > count &&
    (!olderWanted || older.isFetching || older.hasNextPage);
  const showMore = () => {
    if (!olderWanted) setOlderWanted(true);
    else if (!older.data) void older.refetch();
    else void older.fetchNextPage();
  };
  const moreRows = useRef<HTMLDivElement>(null);
  const { budget: rowLimit, showAll } = useRowBudget(count, moreRows);
  // To Do's All and Today views gather the tasks whose day has passed on top (issue 27).
  const overdue = view === "todo" && scope !== "upcoming" ? overdueOf(visible, now.date) : [];
  const notOverdue = overdue.length > 0 ? visible.filter((t) => !overdue.includes(t)) : visible;

  // Done with its Undo toast ("Add time spent" opens the time dialog) (use-complete-toggle.ts).
  const toggleComplete = useCompleteToggle({ onCompleted, onAddTime: setTiming });
  // Spec §8: an importance toggle failure is only logged.
  const toggleImportant = (task: TaskDto) =>
    update.mutate(
      { id: task.id, patch: { important: !task.important } },
      { onError: (err) => console.error("Failed to toggle importance", err) },
    );
  // A view shows part of a list: the moved tasks take the view's slots in the whole list.
  const onReorder = (ordered: TaskDto[]) =>
    reorder.mutate(view === "todo" ? reorderWithin(open, ordered) : ordered, {
      onError: () =>
        toast({
          title: "Failed to reorder tasks",
          description: "Please try again later.",
          variant: "destructive",
        }),
    });
  // Keyboard shortcuts, the palette's "open this task", and delete with Undo (issue 29).
  const flow = useTaskFlow({
    area: listArea,
    tasks: tasks ?? [],
    toggleComplete,
    toggleImportant,
    setEditing,
    setView,
    setScope,
  });
  const runPrioritize = () => {
    if (view !== "todo" || visible.length === 0) return;
    prioritize.mutate(visible, {
      onSuccess: (r) => toast({ title: "Tasks prioritized", description: r.explanation }),
      onError: () =>
        toast({
          title: "Failed to prioritize tasks",
          description: "Please try again later.",
          variant: "destructive",
        }),
    });
  };

  const listOf = (shown: TaskDto[], name?: string) => {
    const listProps: TaskListProps = {
      tasks: shown,
      label,
      onToggleComplete: toggleComplete,
      onToggleImportant: toggleImportant,
      onEdit: setEditing,
      onReorder,
      name,
      onDelete: flow.deleteWithUndo,
      onMove: flow.moveTo,
      rowLimit,
    };
    // The sortable list is a module loaded on first intent and held in state: stable once set.
    return Sortable ? <Sortable {...listProps} /> : <PlainTaskList {...listProps} />;
  };
  const title = view === "todo" ? SCOPE_TITLES[scope] : "Completed Tasks";

  return (
    // Tasks first (issue 47 item 8): a tighter card on phones, the views in one line on a desktop.
    <Card data-tour="task-list" className="gap-2 py-3 sm:gap-3 sm:py-4">
      <IconSprite icons={ROW_ICONS} />
      <CardHeader className="gap-2 px-3 sm:px-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle level={2} className="text-xl">
            Your Tasks
          </CardTitle>
          <SegmentedControl<TaskView>
            value={view}
            onValueChange={setView}
            aria-label="Task view"
            options={[
              { value: "todo", label: "To Do" },
              { value: "completed", label: "Completed" },
            ]}
          />
        </div>
        {/* One line on a desktop: the heading, the scope and AI Prioritize (issue 47 item 8). */}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 font-medium max-sm:order-2 max-sm:basis-full">
            {title}
            <Badge variant="secondary" data-testid="task-count">
              {counted} {counted === 1 ? "task" : "tasks"}
            </Badge>
          </h3>
          {view === "todo" && (
            <SegmentedControl<TodoScope>
              value={scope}
              onValueChange={setScope}
              aria-label="Show tasks"
              className="max-sm:order-1 max-sm:flex-1 sm:ml-auto sm:w-fit"
              options={[
                { value: "all", label: "All" },
                { value: "today", label: "Today" },
                { value: "upcoming", label: "Upcoming" },
              ]}
            />
          )}
          {view === "todo" && scope === "all" && count > 0 && (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              className="max-sm:order-1 max-sm:size-11 max-sm:px-0"
              aria-label="AI Prioritize"
              onClick={runPrioritize}
              disabled={prioritize.isPending || !online}
              title={online ? undefined : OFFLINE_REASON}
              data-tour="prioritize"
            >
              {prioritize.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <Wand2 aria-hidden />
              )}
              {/* Phones: the wand alone, beside the scope; its name stays "AI Prioritize". */}
              <span className="max-sm:sr-only">
                {prioritize.isPending ? "Prioritizing..." : "AI Prioritize"}
              </span>
            </Button>
          )}
        </div>
      </CardHeader>
      {/* The list grows with the page and scrolls with it: no box that scrolls inside the page. */}
      <CardContent
        ref={listArea}
        className="space-y-2 px-3 sm:px-4"
        onPointerOver={wantSortable}
        onTouchStart={wantSortable}
        onFocus={wantSortable}
      >
        <OpenOnDemandMemory>
          <PendingWrites kinds={SYNC_KINDS} label="Waiting to sync" />
          <MountWhen when={view === "todo" && scope === "today"}>
            {view === "todo" && scope === "today" && <TodayTimeline />}
          </MountWhen>
          <MountWhen when={view === "todo" && scope !== "all"}>
            {view === "todo" && scope !== "all" && (
              <DayEvents scope={scope} day={eventDay} reveal={reveal} />
            )}
          </MountWhen>
          {!isLoading && !error && count > 0 && view === "todo" && <SwipeHint />}
          {isLoading ? (
            <div className="space-y-2" role="status" aria-label="Loading tasks">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16 w-full" data-testid="task-skeleton" />
              ))}
            </div>
          ) : error ? (
            <div className="rounded-lg border border-destructive/40 p-4 text-sm" role="alert">
              <p className="font-medium text-destructive">Failed to load tasks</p>
              <p className="text-muted-foreground">
                {error instanceof Error && error.message ? error.message : "Please try again later"}
              </p>
            </div>
          ) : count === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">
              {view === "todo" ? SCOPE_EMPTY[scope] : "You haven't completed any tasks yet."}
            </p>
          ) : groups ? (
            <div className="space-y-4">
              {groups.map((g) => (
                <section key={g.key} aria-labelledby={`due-group-${g.key}`} className="space-y-2">
                  <h4
                    id={`due-group-${g.key}`}
                    className="text-sm font-semibold text-muted-foreground"
                  >
                    {g.title}
                  </h4>
                  {listOf(g.tasks, g.title)}
                </section>
              ))}
            </div>
          ) : overdue.length > 0 ? (
            <div className="space-y-4">
              <section
                aria-labelledby="due-group-overdue"
                className="space-y-2"
                data-testid="overdue-group"
              >
                <Suspense fallback={null}>
                  <OverdueHeader tasks={overdue} today={now.date} disabled={!online} />
                </Suspense>
                {listOf(overdue, "Overdue")}
              </section>
              {notOverdue.length > 0 && listOf(notOverdue)}
            </div>
          ) : (
            listOf(visible)
          )}
          {/* Coming into view, it draws the next rows (use-row-budget.ts). */}
          {/* Its button draws them all at once: for find in page and screen readers (issue 47). */}
          {!isLoading && rowLimit < count && (
            <div ref={moreRows} className="flex justify-center pt-2">
              <Button type="button" variant="ghost" size="sm" onClick={showAll}>
                Show all {count} tasks
              </Button>
            </div>
          )}
          {moreCompleted && (
            <div className="flex flex-col items-center gap-1 pt-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={showMore}
                disabled={older.isFetching}
                data-testid="show-more-completed"
              >
                {older.isFetching && <Loader2 className="animate-spin" aria-hidden />}
                {older.isFetching ? "Loading..." : SHOW_MORE_COMPLETED}
              </Button>
              {older.isError && (
                <p className="text-sm text-destructive" role="alert">
                  Failed to load older tasks. Please try again.
                </p>
              )}
            </div>
          )}
        </OpenOnDemandMemory>
      </CardContent>
      <CardFooter className="px-3 text-xs text-muted-foreground sm:px-4">
        {view === "todo"
          ? "Drag to reorder tasks by priority"
          : "Uncheck to move back to To Do list"}
      </CardFooter>
      <MountWhen when={editing !== null}>
        <EditTaskDialog task={editing} onClose={() => setEditing(null)} />
      </MountWhen>
      <MountWhen when={timing !== null}>
        <TimeSpentDialog task={timing} onClose={() => setTiming(null)} />
      </MountWhen>
    </Card>
  );
}
