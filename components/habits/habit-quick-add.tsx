"use client";
// Quick add in Habit mode (issue 46): the user chose "Habit" above the New Task field, so the line
// is a habit. "every day", "3 times a week" and the like fill how often (lib/quick-add/habit.ts),
// the rest is the title; the area is chosen by the categorizer as a task's is (POST
// /api/tasks/categorize), then POST /api/habits. Loaded when Habit is first chosen.
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Loader2, Plus, Repeat, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { HABIT_TITLE_MAX, targetLabel, type HabitDto } from "@/lib/habits/shapes";
import type { HabitTarget } from "@/lib/habits/streaks";
import { readHabitLine } from "@/lib/quick-add/habit";
import { useStoreHabit } from "./use-habits";

/** "day" is every day; "1".."6" times a week (as the habit dialog offers). */
const FREQUENCIES = ["day", "1", "2", "3", "4", "5", "6"] as const;
type Frequency = (typeof FREQUENCIES)[number];
const toTarget = (f: Frequency): HabitTarget =>
  f === "day" ? { times: 1, per: "day" } : { times: Number(f), per: "week" };
const fromTarget = (t: HabitTarget): Frequency =>
  t.per === "day" || t.times >= 7 ? "day" : (String(t.times) as Frequency);

const SELECT_CLASS =
  "border-input dark:bg-input/30 h-9 rounded-md border bg-transparent px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] md:text-sm";

/** `modeSwitch`: the quick add's Task | Habit choice, at the end of the buttons' line. */
export default function HabitQuickAdd({ modeSwitch }: { modeSwitch?: ReactNode }) {
  const storeHabit = useStoreHabit();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  // Phrases the user chose to keep in the name ("Read the Daily Mail").
  const [kept, setKept] = useState<string[]>([]);
  // A choice in "How often" holds for the phrase read when it was made; a new phrase typed wins.
  const [picked, setPicked] = useState<{ frequency: Frequency; phrase: string | null } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const read = readHabitLine(text);
  const reading = read.matched && !kept.includes(read.matched) ? read : null;
  const title = reading ? reading.title : text.replace(/\s+/g, " ").trim();
  const phrase = reading?.matched ?? null;
  const frequency: Frequency =
    picked && picked.phrase === phrase
      ? picked.frequency
      : reading?.target
        ? fromTarget(reading.target)
        : "day";

  const keepWords = () => {
    if (read.matched) setKept((k) => [...k, read.matched!]);
    input.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title) {
      setError("Give the habit a name, like “Read every day”.");
      input.current?.focus();
      return;
    }
    if (title.length > HABIT_TITLE_MAX) {
      setError(`A habit's name can be at most ${HABIT_TITLE_MAX} characters.`);
      input.current?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    try {
      // Categorize first, as a new task is (spec: "categorize first, then create").
      const { category } = await apiJson<{ category: string }>("POST", "/api/tasks/categorize", {
        description: title,
      });
      const habit = await apiJson<HabitDto>("POST", "/api/habits", {
        title,
        category,
        target: toTarget(frequency),
      });
      storeHabit(habit);
      setText("");
      setKept([]);
      setPicked(null);
      toast({
        title: "Habit added",
        description: `${habit.title} · ${targetLabel(habit.target)}`,
      });
    } catch (err) {
      toast({
        title: "Failed to add habit",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-2" noValidate>
      <Label htmlFor="new-habit">New Habit</Label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <Input
          id="new-habit"
          ref={input}
          className="min-w-0 basis-full sm:flex-1 sm:basis-auto"
          placeholder="Read every day, run 3 times a week..."
          autoComplete="off"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "new-habit-error" : "new-habit-hint"}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
        />
        <label htmlFor="new-habit-frequency" className="sr-only">
          How often
        </label>
        <select
          id="new-habit-frequency"
          className={`${SELECT_CLASS} min-w-0 flex-1 sm:flex-none`}
          value={frequency}
          onChange={(e) => setPicked({ frequency: e.target.value as Frequency, phrase })}
        >
          {FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {targetLabel(toTarget(f))}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
          Add
        </Button>
        {modeSwitch}
      </div>
      {reading && (
        <div
          className="flex flex-wrap items-center gap-2 text-xs"
          aria-live="polite"
          data-testid="new-habit-reading"
        >
          <span className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-0.5 pr-0.5 pl-2 font-medium text-foreground">
            <Repeat className="size-3.5" aria-hidden />
            <span className="sr-only">How often: </span>
            {targetLabel(toTarget(frequency))}
            <button
              type="button"
              onClick={keepWords}
              aria-label={`Keep “${reading.matched}” in the name`}
              data-tap
              className="ml-0.5 inline-flex size-6 items-center justify-center rounded-full hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
          {title && <span className="text-muted-foreground">Adds &ldquo;{title}&rdquo;</span>}
        </div>
      )}
      {error ? (
        <p id="new-habit-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id="new-habit-hint" className="text-xs text-muted-foreground">
          Say how often in the line (&ldquo;every day&rdquo;, &ldquo;3 times a week&rdquo;) or
          choose it; the area is chosen for you, as for tasks.
        </p>
      )}
    </form>
  );
}
