"use client";
// A new goal (issue 45): title, area, an optional "why" and target date; from a vision-board item
// when one is given (the goal keeps the link and shows its picture). Loaded when it is opened.
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Loader2 } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { CategorySelect } from "@/components/tasks/category-select";
import { useCategoryLabel } from "@/components/tasks/use-category-label";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { DEFAULT_CATEGORY, type Category } from "@/lib/categories";
import { GOAL_TITLE_MAX, GOAL_WHY_MAX, type GoalDto } from "@/lib/goals/shapes";

type Props = {
  /** The vision-board item the goal comes from, if any. */
  fromItem?: { id: number; description: string; imageUrl: string };
  onOpenChange: (open: boolean) => void;
  onCloseFocus: () => void;
  onCreated?: (goal: GoalDto) => void;
};

export function GoalFormDialog({ fromItem, onOpenChange, onCloseFocus, onCreated }: Props) {
  const queryClient = useQueryClient();
  const label = useCategoryLabel();
  const [title, setTitle] = useState(fromItem?.description.slice(0, GOAL_TITLE_MAX) ?? "");
  const [category, setCategory] = useState<Category>(DEFAULT_CATEGORY);
  const [why, setWhy] = useState("");
  const [targetDate, setTargetDate] = useState("");
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const goal = await apiJson<GoalDto>("POST", "/api/goals", {
        title,
        category,
        ...(why.trim() ? { why } : {}),
        ...(targetDate ? { targetDate } : {}),
        ...(fromItem ? { visionBoardItemId: fromItem.id } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.goals });
      toast({ title: "Goal created", description: `“${goal.title}” is on your Goals page.` });
      onCreated?.(goal);
      onOpenChange(false);
    } catch (err) {
      toast({
        title: "Failed to create the goal",
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
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          onCloseFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{fromItem ? "Make this a goal" : "New goal"}</DialogTitle>
          <DialogDescription>
            A goal leads from what you want to what you do: add tasks to it from the Goals page.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {fromItem && (
            // eslint-disable-next-line @next/next/no-img-element -- private, per-user image served by our API
            <img
              src={fromItem.imageUrl}
              alt=""
              className="mx-auto size-24 rounded-md object-cover"
            />
          )}
          <div className="space-y-1">
            <Label htmlFor="goal-title">Goal</Label>
            <Input
              id="goal-title"
              value={title}
              maxLength={GOAL_TITLE_MAX}
              required
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="goal-area">Life area</Label>
            <CategorySelect id="goal-area" value={category} onChange={setCategory} label={label} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="goal-why">Why it matters (optional)</Label>
            <Textarea
              id="goal-why"
              value={why}
              maxLength={GOAL_WHY_MAX}
              onChange={(e) => setWhy(e.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="goal-target">Target date (optional)</Label>
            <Input
              id="goal-target"
              type="date"
              value={targetDate}
              onChange={(e) => setTargetDate(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving || !title.trim()}>
              {saving && <Loader2 className="animate-spin" aria-hidden />}
              Create goal
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
