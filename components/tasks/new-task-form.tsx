"use client";

import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { CalendarDays, CheckCircle2, Loader2, Plus, Sparkles } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";
import { typedAfter } from "./typed-meanwhile";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api/client";
import { dueLabel } from "@/lib/tasks/due-dates";
import { checkNewTaskDescription } from "@/lib/tasks/shapes";
import { recurrenceLabel } from "@/lib/tasks/recurrence-label";
import { LazyVoiceInput } from "@/components/voice/lazy-voice-input";
import { usePlannerNow } from "./planner-clock";
import { taskFromSpeech } from "./task-from-speech";
import { useQuickAdd, whenParserLoaded } from "./use-quick-add";
import { useSettings } from "@/components/settings/use-settings";
import { QUEUED, useAddTask, type TaskSchedule } from "./use-tasks";
import { ReadingChip } from "./reading-chip";
import type { Reading } from "./reading-highlights";
import type { PickedGoal } from "@/components/goals/goal-choices";

// The picker opens on a click: its code is not in the dashboard's first JavaScript.
const ScheduleFields = lazy(() =>
  import("./schedule-fields").then((m) => ({ default: m.ScheduleFields })),
);
// The goals to put the task under (issue 45): loaded, with the goals, when the picker opens.
const GoalChoices = lazy(() => import("@/components/goals/goal-choices"));
// The "~45 min" chip shows once the quick-add parser (itself loaded on the first keystroke) reads a
// duration: it loads with it (use-quick-add.ts), not with the dashboard.
const EstimateChip = lazy(() => import("./estimate-chip"));
// The tint behind the words quick add read: loaded with the parser too.
const ReadingHighlights = lazy(() => import("./reading-highlights"));

/** `modeSwitch`: the quick add's Task | Habit choice, drawn at the end of the buttons' line. */
export function NewTaskForm({ modeSwitch }: { modeSwitch?: ReactNode } = {}) {
  const addTask = useAddTask();
  const now = usePlannerNow();
  // One field: plain state keeps react-hook-form out of the dashboard's first JavaScript.
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // A date set with the picker or by voice wins over one recognised in the text.
  const [chosen, setChosen] = useState<TaskSchedule | null>(null);
  // Phrases whose chip the user removed: the words stay in the task, as typed.
  const [dismissed, setDismissed] = useState<string[]>([]);
  // Duration phrases whose "~45 min" chip the user removed: they stay in the words.
  const [keptDurations, setKeptDurations] = useState<string[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [goal, setGoal] = useState<PickedGoal | null>(null);
  const [goalsOpen, setGoalsOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Add pressed before the parser had loaded (it loads on the first keystroke): the task waits for
  // it, so "Renew passport in 3 days" typed or pasted fast still gets its date. "failed": its code
  // could not be fetched, and the words are added as they are.
  const parserWait = useRef<"none" | "waiting" | "failed">("none");
  // Counted, so the effect submits once per wait, after the render that has the parser's reading.
  const [submitRequests, setSubmitRequests] = useState(0);
  const requestsSubmitted = useRef(0);

  // The installed app's "New task" shortcut opens /?new=task: straight into the field.
  useEffect(() => {
    if (new URLSearchParams(location.search).get("new") === "task") input.current?.focus();
  }, []);
  // Words typed on a slow phone before the scripts ran are the field's, not lost at hydration.
  useTypedBeforeHydration(input, setDescription);

  // The user's hours for "tomorrow morning", "tonight" (Settings; the defaults until they load).
  const dayHours = useSettings().data?.dayHours;
  const { found, ready: wordsRead } = useQuickAdd(
    description,
    dayHours ? { ...now, hours: dayHours } : now,
    keptDurations,
  );
  // The date's own phrases name its chip, so removing the estimate does not bring a removed date back.
  const dateKey = found ? found.matched.filter((m) => m !== found.estimateMatched).join("|") : "";
  const recognised = found && found.dueDate && !dismissed.includes(dateKey) ? found : null;
  const estimate = found?.estimateMinutes ?? null;
  const schedule: TaskSchedule | null = chosen?.dueDate
    ? chosen
    : recognised && {
        dueDate: recognised.dueDate,
        dueTime: recognised.dueTime,
        recurrence: recognised.recurrence,
      };
  const finalText =
    !chosen && recognised
      ? recognised.description
      : estimate && found
        ? found.withoutDuration
        : description;

  const validate = (text: string) => {
    const verdict = checkNewTaskDescription(text);
    setError(verdict === true ? null : verdict);
    return verdict === true;
  };
  /** After an add: empties the field, or keeps `typedSince` (words typed while the add was on its way). */
  const reset = (typedSince = "") => {
    setDescription(typedSince);
    setSubmitted(false);
    setError(null);
    setChosen(null);
    setDismissed([]);
    setKeptDurations([]);
    setPickerOpen(false);
    setGoal(null);
    setGoalsOpen(false);
  };
  const removeDate = () => {
    if (chosen) setChosen(null);
    if (recognised) setDismissed((d) => [...d, dateKey]);
    input.current?.focus();
  };
  const pickGoal = (picked: PickedGoal) => {
    setGoal(picked);
    setGoalsOpen(false);
    input.current?.focus();
  };
  const removeGoal = () => {
    setGoal(null);
    input.current?.focus();
  };
  const removeEstimate = () => {
    if (found?.estimateMatched) setKeptDurations((k) => [...k, found.estimateMatched!]);
    input.current?.focus();
  };

  const onVoiceError = (message: string) =>
    toast({ title: "Voice input failed", description: message, variant: "destructive" });
  const onTranscript = async (transcript: string) => {
    const { text, schedule: heard } = await taskFromSpeech(transcript);
    if (heard) setChosen(heard);
    setDescription(text);
    validate(text);
    toast({
      title: "Voice input processed",
      description: "Task extracted from your speech. You can edit before adding.",
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const submit = () => {
    setSubmitted(true);
    if (!validate(finalText)) {
      input.current?.focus();
      return;
    }
    if (!chosen && !wordsRead && parserWait.current !== "failed") {
      if (parserWait.current === "none") {
        parserWait.current = "waiting";
        void whenParserLoaded().then((ok) => {
          parserWait.current = ok ? "none" : "failed";
          setSubmitRequests((n) => n + 1);
        });
      }
      return;
    }
    // What the field held when Add was pressed: words typed after them by the time the answer
    // comes are the next task, started as the row appeared, and stay (typed-meanwhile.ts).
    const sentWords = description;
    addTask.mutate(
      {
        description: finalText.trim(),
        ...(schedule ?? {}),
        ...(!chosen && recognised?.isPriority ? { important: true } : {}),
        ...(estimate ? { estimateMinutes: estimate } : {}),
        ...(goal ? { goalId: goal.id } : {}),
      },
      {
        onSuccess: (result) => {
          reset(typedAfter(sentWords, input.current?.value ?? ""));
          if (result === QUEUED)
            toast({
              title: "Saved on this device",
              description: "No network: the task will be added when you are back online.",
            });
          else
            toast({
              title: "Task added",
              description: "Your task has been categorized and added to your list.",
            });
        },
        onError: (err) =>
          toast({
            title: "Failed to add task",
            description: serverMessage(err, "Please try again later."),
            variant: "destructive",
          }),
      },
    );
  };

  // The add that waited for the parser, sent from the first render that has its reading. Called
  // here, not through the form's requestSubmit(): when the parser had arrived just before Add was
  // pressed, this runs inside that press's own submit event, and the browser ignores a submit
  // requested during one (1 in 25 adds under load, in Chromium; the task was never sent).
  useEffect(() => {
    if (submitRequests === requestsSubmitted.current) return;
    requestsSubmitted.current = submitRequests;
    submit();
  });

  // The words behind each chip, tinted in the field: the date's while it is the one used.
  const readings: Reading[] = [
    ...(!chosen && recognised
      ? recognised.matched
          .filter((m) => m !== recognised.estimateMatched)
          .map((phrase) => ({ phrase, kind: "date" as const }))
      : []),
    ...(estimate && found?.estimateMatched
      ? [{ phrase: found.estimateMatched, kind: "estimate" as const }]
      : []),
  ];

  const chipText = schedule?.dueDate
    ? [dueLabel(schedule, now.date), recurrenceLabel(schedule.recurrence)]
        .filter(Boolean)
        .join(" · ")
    : null;

  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate data-tour="add-task">
      {/* Phones: read out, not drawn (the field's placeholder says it): the list starts higher. */}
      <Label htmlFor="new-task" className="max-sm:sr-only">
        New Task
      </Label>
      {/* Phones: the field has the whole width on its own line (the words it reads stay in view),
          the buttons and Voice Input share the line under it (issue 47 item 8). */}
      <div className="flex flex-wrap gap-2 max-sm:gap-x-1.5 sm:flex-nowrap">
        <div className="relative min-w-0 basis-full sm:flex-1 sm:basis-auto">
          {readings.length > 0 && (
            <Suspense fallback={null}>
              <ReadingHighlights
                input={input}
                text={description}
                readings={readings}
                onRemove={(kind) => (kind === "date" ? removeDate() : removeEstimate())}
              />
            </Suspense>
          )}
          <Input
            id="new-task"
            ref={input}
            className="relative"
            placeholder="Enter a new task to do..."
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={[
              error ? "new-task-error" : "new-task-hint",
              chipText ? "new-task-date" : "",
              estimate ? "new-task-estimate" : "",
              goal ? "new-task-goal" : "",
            ]
              .filter(Boolean)
              .join(" ")}
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              // Like the other forms: re-checked as you type once a submit has shown a message.
              if (submitted) validate(e.target.value);
            }}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Set date and repeat"
          aria-expanded={pickerOpen}
          aria-controls="new-task-schedule"
          onClick={() => {
            if (!pickerOpen && !chosen && recognised)
              setChosen({
                dueDate: recognised.dueDate,
                dueTime: recognised.dueTime,
                recurrence: recognised.recurrence,
              });
            setPickerOpen((o) => !o);
          }}
        >
          <CalendarDays aria-hidden />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Add to a goal"
          aria-expanded={goalsOpen}
          aria-controls="new-task-goals"
          onClick={() => setGoalsOpen((o) => !o)}
        >
          <CheckCircle2 aria-hidden />
        </Button>
        <Button type="submit" disabled={addTask.isPending} className="max-sm:size-11">
          {addTask.isPending ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Plus aria-hidden />
          )}
          <span className="max-sm:sr-only">Add</span>
        </Button>
        <LazyVoiceInput onFinished={onTranscript} onError={onVoiceError} />
        {modeSwitch}
      </div>
      {(chipText || estimate || goal) && (
        <div className="flex flex-wrap items-center gap-2 text-xs" aria-live="polite">
          {chipText && (
            <ReadingChip
              id="new-task-date"
              testId="new-task-date-chip"
              icon={<CalendarDays className="size-3.5" aria-hidden />}
              spoken="Due "
              text={chipText}
              removeLabel="Remove date"
              onRemove={removeDate}
            />
          )}
          {estimate && (
            <Suspense fallback={null}>
              <EstimateChip minutes={estimate} onRemove={removeEstimate} />
            </Suspense>
          )}
          {goal && (
            <ReadingChip
              id="new-task-goal"
              testId="new-task-goal-chip"
              icon={<CheckCircle2 className="size-3.5" aria-hidden />}
              spoken="Goal: "
              text={goal.title}
              removeLabel="Remove goal"
              onRemove={removeGoal}
            />
          )}
          {finalText.trim() !== description.trim() && (
            <span className="text-muted-foreground">Adds &ldquo;{finalText.trim()}&rdquo;</span>
          )}
        </div>
      )}
      {pickerOpen && (
        <div id="new-task-schedule" className="rounded-md border p-3">
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
            <ScheduleFields
              idPrefix="new-task"
              value={chosen ?? { dueDate: null, dueTime: null, recurrence: null }}
              onChange={setChosen}
            />
          </Suspense>
        </div>
      )}
      {goalsOpen && (
        <div id="new-task-goals" className="rounded-md border p-2">
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
            <GoalChoices selectedId={goal?.id ?? null} onPick={pickGoal} />
          </Suspense>
        </div>
      )}
      <div>
        {error ? (
          <p id="new-task-error" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : (
          <p id="new-task-hint" className="text-xs text-muted-foreground">
            <Sparkles className="mr-1 inline size-3 align-[-2px]" aria-hidden />
            <span>AI will automatically categorize your task</span>
            <span className="max-sm:hidden">
              {" "}
              · dates like &ldquo;tomorrow at 5pm&rdquo; or &ldquo;every Monday&rdquo; work too
            </span>
          </p>
        )}
      </div>
    </form>
  );
}
