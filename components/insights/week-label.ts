import { shortDate } from "@/lib/time/day-labels";

/** "16 Nov": a week named by its Monday (the year only when it is not the latest week's). */
export const weekLabel = (weekStart: string, latest: string) => shortDate(weekStart, latest);
