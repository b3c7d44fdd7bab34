// @vitest-environment jsdom
// The dashboard's clock (components/tasks/planner-clock.tsx): it starts from the server's reading,
// keeps it current once a minute by the zone's steady offset without asking Intl, and asks Intl
// once that offset's window has passed.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlannerClockProvider, usePlannerNow } from "@/components/tasks/planner-clock";
import { steadyOffset, type SteadyOffset } from "@/lib/time/zone-clock";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Now() {
  const now = usePlannerNow();
  return <p data-testid="now">{`${now.date} ${now.time}`}</p>;
}

const ZONE = "America/New_York";
// 23:58 on 1 June 2026 in New York (EDT, UTC-4).
const AT = Date.UTC(2026, 5, 2, 3, 58);

/** The dashboard's clock as the server rendered it at AT, shown in a browser whose clock says `now`. */
function renderClockAt(now: number, steady: SteadyOffset | null) {
  vi.useFakeTimers({ now });
  render(
    <PlannerClockProvider initial={{ date: "2026-06-01", time: "23:58", timeZone: ZONE, steady }}>
      <Now />
    </PlannerClockProvider>,
  );
}

describe("PlannerClockProvider", () => {
  it("moves to the next day at the zone's midnight by its offset, without Intl", () => {
    const steady = steadyOffset(ZONE, AT);
    expect(steady).toMatchObject({ minutes: -240 });
    const intl = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    renderClockAt(AT, steady);
    expect(screen.getByTestId("now").textContent).toBe("2026-06-01 23:58");
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(screen.getByTestId("now").textContent).toBe("2026-06-02 00:00");
    expect(intl).not.toHaveBeenCalled();
  });

  it("asks Intl once the offset's window has passed (a page kept open for days)", () => {
    const steady = steadyOffset(ZONE, AT)!;
    const later = steady.until + 60_000;
    const intl = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    renderClockAt(later, steady);
    // The first tick runs on mount and corrects the stale reading through Intl.
    expect(intl).toHaveBeenCalled();
    expect(screen.getByTestId("now").textContent).toBe("2026-06-03 23:59");
  });

  it("corrects a stale page on mount by the offset (a copy the service worker kept)", () => {
    const steady = steadyOffset(ZONE, AT)!;
    renderClockAt(AT + 3 * 3_600_000, steady);
    expect(screen.getByTestId("now").textContent).toBe("2026-06-02 02:58");
  });
});
