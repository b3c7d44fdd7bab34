import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { loadOrNull } from "@/lib/api/load-or-null";
import { currentReview } from "@/lib/insights/reviews";
import { getSettings } from "@/lib/settings/data";
import { namesInForce } from "@/lib/settings/shapes";
import { listTasks } from "@/lib/tasks/list-json";
import { ReviewScreen } from "@/components/review/review-screen";
import { reviewGoals } from "@/lib/goals/data";
import { todayIn } from "@/lib/time/clock";
import { latestScores } from "@/lib/checkins/data";

export const metadata: Metadata = { title: "Weekly review" };

export default async function ReviewPage() {
  const userId = await requireUserId();
  const [review, tasks, settings, satisfaction] = await Promise.all([
    loadOrNull("the weekly review", currentReview(userId)),
    loadOrNull("the tasks", listTasks(userId)),
    loadOrNull("the settings", getSettings(userId)),
    // Issue 45: areas low on both satisfaction and the week's time are named in the look back.
    loadOrNull("the latest check-in", latestScores(userId)),
  ]);
  // Issue 45: the week's goals (progress, achieved, no progress for two weeks).
  const goals = review
    ? await loadOrNull("the goals", reviewGoals(userId, review.weekStart))
    : null;
  return (
    <ReviewScreen
      review={review}
      openTasks={(tasks ?? [])
        .filter((t) => !t.completed)
        .map(({ id, description, category, important, dueDate }) => ({
          id,
          description,
          category,
          important,
          dueDate,
        }))}
      names={namesInForce(settings) ?? {}}
      goals={goals}
      satisfaction={satisfaction}
      today={todayIn(settings?.timeZone ?? "UTC")}
    />
  );
}
