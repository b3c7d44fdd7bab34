// One calendar event in the plan being edited (issue 44): a fixed block the tasks are timed around,
// read-only, in its calendar's colour.
import type { CalendarEventDto } from "@/lib/calendars/shapes";

export function PlanEventRow({ event }: { event: CalendarEventDto }) {
  return (
    <li
      data-testid="plan-event"
      className="flex items-center gap-2 rounded-lg border border-dashed bg-muted/40 p-2 text-sm"
      style={{ borderLeft: `4px solid ${event.color}` }}
    >
      <span className="w-24 shrink-0 font-medium tabular-nums">
        {event.start}–{event.end}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block break-words font-medium">{event.title}</span>
        <span className="text-xs text-muted-foreground">
          {event.calendarName} · {event.busy ? "busy" : "free"} · from your calendar
        </span>
      </span>
    </li>
  );
}
