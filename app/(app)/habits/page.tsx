import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { listHabits } from "@/lib/habits/data";
import { HabitList } from "@/components/habits/habit-list";

export const metadata: Metadata = { title: "Habits" };

export default async function HabitsPage() {
  const userId = await requireUserId();
  return <HabitList habits={await listHabits(userId)} />;
}
