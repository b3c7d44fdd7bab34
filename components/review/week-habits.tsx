// The weekly review's habits (issue 46 item 4): one line per life area, "Health: run 3/3, read 5/7
// days · 8 checks", in the order of the areas.
import { CATEGORIES } from "@/lib/categories";
import { habitAreaLine, type HabitWeek } from "@/lib/habits/shapes";

export function WeekHabits({
  habits,
  label,
}: {
  habits: readonly HabitWeek[];
  label: (category: string) => string;
}) {
  const lines = CATEGORIES.map((c) => habits.filter((h) => h.category === c))
    .filter((list) => list.length > 0)
    .map((list) => ({
      area: list[0]!.category,
      text: habitAreaLine(label(list[0]!.category), list),
    }));
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="review-habits" className="space-y-2" data-testid="review-habits">
      <h3 id="review-habits" className="font-semibold">
        Your habits
      </h3>
      <ul className="space-y-1 text-sm">
        {lines.map((l) => (
          <li key={l.area}>{l.text}</li>
        ))}
      </ul>
    </section>
  );
}
