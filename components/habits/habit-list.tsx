// All habits, the archived ones included (the dashboard's strip shows the active ones).
import { PageHeading } from "@/components/layout/page-heading";
import { AppLink } from "@/components/ui/app-link";
import { Card, CardContent } from "@/components/ui/card";
import { streakLabel, targetLabel, type HabitDto } from "@/lib/habits/shapes";

export function HabitList({ habits }: { habits: HabitDto[] }) {
  const groups = [
    { title: "Active", list: habits.filter((h) => !h.archived) },
    { title: "Archived", list: habits.filter((h) => h.archived) },
  ];
  return (
    <>
      <PageHeading title="Habits" subtitle="Your routines and their streaks." />
      <div className="space-y-6">
        {groups.map(({ title, list }) => (
          <section key={title} aria-labelledby={`habits-${title}`}>
            <h2 id={`habits-${title}`} className="mb-2 text-lg font-semibold">
              {title}
            </h2>
            {list.length === 0 ? (
              <p className="text-sm text-muted-foreground">None.</p>
            ) : (
              <Card>
                <CardContent>
                  <ul className="divide-y">
                    {list.map((h) => (
                      <li key={h.id} className="flex flex-wrap justify-between gap-2 py-2">
                        <AppLink href={`/habits/${h.id}`} className="font-medium hover:underline">
                          {h.title}
                        </AppLink>
                        <span className="text-sm text-muted-foreground">
                          {targetLabel(h.target)} · longest{" "}
                          {streakLabel(h.streak.longest, h.target)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
