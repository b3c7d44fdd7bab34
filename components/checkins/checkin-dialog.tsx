"use client";
// The satisfaction check-in (issue 45): eight 1-10 sliders, one per life area under the user's own
// names, and an optional note. Native range inputs: arrow keys, Page Up/Down, Home/End, and touch
// dragging all work. Loaded when the user opens it.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { Textarea } from "@/components/ui/textarea";
import { Loader2 } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { useCategoryLabel } from "@/components/tasks/use-category-label";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { CATEGORIES, categoryColor, type CategoryMap } from "@/lib/categories";
import {
  CHECKIN_NOTE_MAX,
  SCORE_MAX,
  SCORE_MIN,
  type CheckinDto,
  type Scores,
} from "@/lib/checkins/shapes";

type Props = {
  /** The day the check-in is for (today in the user's zone). */
  date: string;
  /** Where the sliders start: the latest check-in's scores, else the middle. */
  start: Scores | null;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back where the user was (the opener, or the wheel once the card is gone). */
  onCloseFocus: () => void;
};

const middle = () => Object.fromEntries(CATEGORIES.map((c) => [c, 5])) as CategoryMap<number>;

export function CheckinDialog({ date, start, onOpenChange, onCloseFocus }: Props) {
  const queryClient = useQueryClient();
  const label = useCategoryLabel();
  const [scores, setScores] = useState<Scores>(() => ({ ...(start ?? middle()) }));
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await apiJson<CheckinDto>("PUT", `/api/checkins/${date}`, {
        scores,
        ...(note.trim() ? { note } : {}),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.checkins }),
        queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
      ]);
      toast({ title: "Check-in saved", description: "Your wheel of life is up to date." });
      onOpenChange(false);
    } catch (err) {
      toast({
        title: "Failed to save your check-in",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          onCloseFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>How satisfied are you?</DialogTitle>
          <DialogDescription>
            Score each area of your life from 1 (not at all) to 10 (fully). It takes a minute.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <ul className="space-y-3">
            {CATEGORIES.map((c) => (
              <li key={c} className="space-y-1">
                <div className="flex items-center justify-between gap-2">
                  <Label htmlFor={`checkin-${c}`} className="flex items-center gap-2">
                    <span
                      className="size-3 shrink-0 rounded-full"
                      style={{ backgroundColor: categoryColor(c) }}
                      aria-hidden
                    />
                    {label(c)}
                  </Label>
                  <span className="text-sm font-semibold tabular-nums" aria-hidden>
                    {scores[c]}/10
                  </span>
                </div>
                <Slider
                  id={`checkin-${c}`}
                  min={SCORE_MIN}
                  max={SCORE_MAX}
                  step={1}
                  value={scores[c]}
                  aria-valuetext={`${scores[c]} out of 10`}
                  onValueChange={(v) => setScores((s) => ({ ...s, [c]: v }))}
                  className="h-8 touch-pan-y"
                />
              </li>
            ))}
          </ul>
          <div className="space-y-1">
            <Label htmlFor="checkin-note">Note (optional)</Label>
            <Textarea
              id="checkin-note"
              value={note}
              maxLength={CHECKIN_NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
              placeholder="What stands out this time?"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <Loader2 className="animate-spin" aria-hidden />}
              Save check-in
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
