"use client";
// New habit / edit habit (issue 46): title, area, how often, and optionally an estimate and a
// reminder time (a push at that time on the user's devices while the habit is not yet done:
// lib/push/habit-due.ts). Free of React Query: the dashboard's strip and the habit's page both
// open it and each stores the answer its own way. Loaded on first use.
import { useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { CategorySelect } from "@/components/tasks/category-select";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { DEFAULT_CATEGORY, type Category } from "@/lib/categories";
import { HABIT_TITLE_MAX, targetLabel, type HabitDto } from "@/lib/habits/shapes";
import type { HabitTarget } from "@/lib/habits/streaks";
import { isEstimate } from "@/lib/time/rules";
import { isClockTime } from "@/lib/time/clock";

/** "day" is every day; "1".."6" times a week. */
const FREQUENCIES = ["day", "1", "2", "3", "4", "5", "6"] as const;
type Frequency = (typeof FREQUENCIES)[number];
const toTarget = (f: Frequency): HabitTarget =>
  f === "day" ? { times: 1, per: "day" } : { times: Number(f), per: "week" };
const fromTarget = (t: HabitTarget): Frequency =>
  t.per === "day" || t.times >= 7 ? "day" : (String(t.times) as Frequency);

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The habit to edit; absent: a new habit. */
  habit?: HabitDto;
  onSaved: (habit: HabitDto) => void;
  label: (category: string) => string;
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

export default function HabitDialog({ open, onOpenChange, habit, onSaved, label, opener }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-md"
        onCloseAutoFocus={(e) => {
          if (!opener.current) return;
          e.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{habit ? "Edit habit" : "New habit"}</DialogTitle>
          <DialogDescription>
            A routine you want to keep, with its streak: every day, or a number of times a week.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <HabitForm
            habit={habit}
            label={label}
            onDone={(saved) => {
              onSaved(saved);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function HabitForm({
  habit,
  label,
  onDone,
  onCancel,
}: {
  habit?: HabitDto;
  label: (category: string) => string;
  onDone: (habit: HabitDto) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(habit?.title ?? "");
  const [category, setCategory] = useState<Category>(habit?.category ?? DEFAULT_CATEGORY);
  const [frequency, setFrequency] = useState<Frequency>(habit ? fromTarget(habit.target) : "day");
  const [estimate, setEstimate] = useState(habit?.estimateMinutes?.toString() ?? "");
  const [reminder, setReminder] = useState(habit?.reminderTime ?? "");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const minutes = estimate.trim() === "" ? null : Number(estimate);
    if (!title.trim()) return setError("Give the habit a name.");
    if (minutes !== null && !isEstimate(minutes))
      return setError("The estimate is a whole number of minutes from 1 to 1440.");
    if (reminder !== "" && !isClockTime(reminder))
      return setError("The reminder is a time of day, like 07:30.");
    setError(null);
    setSaving(true);
    const body = {
      title: title.trim(),
      category,
      target: toTarget(frequency),
      estimateMinutes: minutes,
      reminderTime: reminder === "" ? null : reminder,
    };
    try {
      const saved = habit
        ? await apiJson<HabitDto>("PATCH", `/api/habits/${habit.id}`, body)
        : await apiJson<HabitDto>("POST", "/api/habits", body);
      toast({ title: habit ? "Habit updated" : "Habit added", description: saved.title });
      onDone(saved);
    } catch (err) {
      setError(serverMessage(err, "The habit could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="habit-title">Habit</Label>
        <Input
          id="habit-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={HABIT_TITLE_MAX}
          placeholder="Read 20 pages"
          autoFocus
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="habit-category">Area</Label>
          <CategorySelect
            id="habit-category"
            className="w-full"
            value={category}
            onChange={setCategory}
            label={label}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="habit-frequency">How often</Label>
          <Select value={frequency} onValueChange={(v) => setFrequency(v as Frequency)}>
            <SelectTrigger id="habit-frequency" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FREQUENCIES.map((f) => (
                <SelectItem key={f} value={f}>
                  {targetLabel(toTarget(f))}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="habit-estimate">Minutes (optional)</Label>
          <Input
            id="habit-estimate"
            inputMode="numeric"
            value={estimate}
            onChange={(e) => setEstimate(e.target.value.replace(/[^\d]/g, ""))}
            placeholder="30"
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="habit-reminder">Reminder (optional)</Label>
          <Input
            id="habit-reminder"
            type="time"
            aria-describedby="habit-reminder-hint"
            value={reminder}
            onChange={(e) => setReminder(e.target.value)}
          />
        </div>
      </div>
      <p id="habit-reminder-hint" className="text-xs text-muted-foreground">
        The reminder comes on your devices with notifications turned on (Settings), only while the
        habit is not yet done.
      </p>
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : habit ? "Save changes" : "Add habit"}
        </Button>
      </DialogFooter>
    </form>
  );
}
