"use client";
// The events of the user's subscribed calendars for some days (GET /api/events, issue 44).
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api/client";
import type { CalendarEventDto } from "@/lib/calendars/shapes";

const eventsKey = (from: string, to: string) => ["/api/events", from, to] as const;

export function useEvents(from: string, to: string, enabled = true) {
  return useQuery<CalendarEventDto[]>({
    queryKey: eventsKey(from, to),
    enabled,
    staleTime: 60_000,
    queryFn: () => apiJson<CalendarEventDto[]>("GET", `/api/events?from=${from}&to=${to}`),
  });
}
