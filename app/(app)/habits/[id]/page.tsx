import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUserId } from "@/lib/auth/session";
import { ApiError } from "@/lib/errors/api-error";
import { getHabit } from "@/lib/habits/data";
import { getSettings } from "@/lib/settings/data";
import { namesInForce } from "@/lib/settings/shapes";
import { todayIn } from "@/lib/time/clock";
import { HabitScreen } from "@/components/habits/habit-screen";

export const metadata: Metadata = { title: "Habit" };

export default async function HabitPage({ params }: { params: Promise<{ id: string }> }) {
  const userId = await requireUserId();
  const raw = (await params).id;
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) notFound();
  const [habit, settings] = await Promise.all([
    getHabit(userId, id).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }),
    getSettings(userId),
  ]);
  if (!habit) notFound();
  return (
    <HabitScreen
      initial={habit}
      today={todayIn(settings.timeZone)}
      names={namesInForce(settings) ?? {}}
    />
  );
}
