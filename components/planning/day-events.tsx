"use client";
// The day's calendar events among the tasks (issue 44): Today shows today's, Upcoming the next
// seven days' by day, or one other day's when the search palette opened it (`day`). Read-only rows:
// time (all-day ones first), title, the calendar's colour. `reveal` changes when the palette opens
// a day: the section is scrolled to and its heading focused once the events are in.
// Loaded with those views (React.lazy in the task panel), not with the dashboard.
import { useEffect, useRef } from "react";
import { addDays } from "@/lib/time/days";
import { dayLabel, shortDate, weekdayName } from "@/lib/time/day-labels";
import type { CalendarEventDto } from "@/lib/calendars/shapes";
import { formatMinutes } from "@/lib/time/minutes";
import { usePlannerNow } from "@/components/tasks/planner-clock";
import { useCategoryLabel } from "@/components/tasks/use-category-label";
import { useEvents } from "./use-events";

const UPCOMING_DAYS = 7;

function EventRow({ event }: { event: CalendarEventDto }) {
  const label = useCategoryLabel();
  return (
    <li
      className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/30 px-3 py-2 text-sm"
      data-testid="calendar-event"
    >
      <span
        className="mt-1 h-4 w-1 shrink-0 rounded-full"
        style={{ backgroundColor: event.color }}
        aria-hidden
      />
      <span className="w-24 shrink-0 font-medium tabular-nums">
        {event.allDay ? "All day" : `${event.start}–${event.end}`}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block break-words">{event.title}</span>
        <span className="block text-xs text-muted-foreground">
          {event.calendarName} · {label(event.category)}
          {!event.allDay && ` · ${formatMinutes(event.minutes)}`}
          {!event.busy && " · free"}
          {event.location && ` · ${event.location}`}
        </span>
      </span>
    </li>
  );
}

export default function DayEvents({
  scope,
  day: only = null,
  reveal = 0,
}: {
  scope: "today" | "upcoming";
  day?: string | null;
  reveal?: number;
}) {
  const now = usePlannerNow();
  const from = only ?? now.date;
  const to = only ?? (scope === "today" ? now.date : addDays(now.date, UPCOMING_DAYS - 1));
  const { data } = useEvents(from, to);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(data && data.length > 0);
  useEffect(() => {
    if (reveal === 0 || !loaded) return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [reveal, loaded, from]);
  if (!data || data.length === 0) return null;
  const days = [...new Set(data.map((e) => e.date))];
  return (
    <section aria-labelledby="calendar-events" className="space-y-2" data-testid="day-events">
      <h4
        id="calendar-events"
        ref={heading}
        tabIndex={-1}
        className="text-sm font-semibold text-muted-foreground outline-none"
      >
        {only
          ? `From your calendars, ${dayLabel(only, now.date)}${dayLabel(only, now.date) === shortDate(only, now.date) ? "" : ` ${shortDate(only, now.date)}`} · ${weekdayName(only)}`
          : scope === "today"
            ? "From your calendars"
            : "From your calendars, next 7 days"}
      </h4>
      {days.map((day) => (
        <div key={day} className="space-y-1">
          {scope === "upcoming" && !only && (
            <h5 className="text-xs font-semibold text-muted-foreground">
              {dayLabel(day, now.date)} · {weekdayName(day)} {shortDate(day, now.date)}
            </h5>
          )}
          <ul className="space-y-1" aria-label={`Events ${dayLabel(day, now.date)}`}>
            {data
              .filter((e) => e.date === day)
              .map((e) => (
                <EventRow key={e.id} event={e} />
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
