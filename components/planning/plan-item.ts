// One row of the plan being edited, and the words that say why it is there.
import type { Category } from "@/lib/categories";
import type { PlanReason } from "@/lib/planning/propose";

export type PlanItem = {
  taskId: number;
  description: string;
  category: Category;
  minutes: number;
  reason: PlanReason | "planned";
};

export const PLAN_REASONS: Record<PlanItem["reason"], string> = {
  "rolled over": "rolled over",
  overdue: "overdue",
  "due today": "due today",
  starred: "starred",
  balance: "for balance",
  goal: "for your goal",
  added: "added by you",
  planned: "in your plan",
};
