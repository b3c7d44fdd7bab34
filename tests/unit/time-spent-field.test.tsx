// @vitest-environment jsdom
// "I spent 40 minutes" (issue 46 item 5): whole minutes 1-1440 are sent as a manual time entry on
// the user's today; anything else is refused before any request; the server's 400 is shown.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { manualMinutes, TimeSpentField } from "@/components/timer/time-spent-field";
import { TIMER_CHANGED } from "@/components/timer/timer-event";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderField(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  render(<TimeSpentField taskId={7} description="Write" actualMinutes={25} today="2026-11-27" />);
  return fetchMock;
}

describe("manual time", () => {
  it("reads whole minutes from 1 to 1440 only", () => {
    expect(manualMinutes(" 40 ")).toBe(40);
    expect(manualMinutes("1")).toBe(1);
    expect(manualMinutes("1440")).toBe(1440);
    for (const bad of ["0", "1441", "1.5", "-3", "", "forty", "40m"])
      expect(manualMinutes(bad), bad).toBeNull();
  });

  it("adds the minutes as a time entry and says what is recorded", async () => {
    const fetchMock = renderField(201, { id: 1, taskId: 7, minutes: 40, date: "2026-11-27" });
    const changed = vi.fn();
    window.addEventListener(TIMER_CHANGED, changed);
    expect(screen.getByText("25 m recorded so far.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Time spent (minutes)"), { target: { value: "40" } });
    fireEvent.click(screen.getByRole("button", { name: "Add time" }));
    await waitFor(() => expect(screen.getByText("1 h 5 m recorded so far.")).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/time-entries",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ taskId: 7, date: "2026-11-27", minutes: 40 }),
      }),
    );
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(TIMER_CHANGED, changed);
  });

  it("refuses out-of-range minutes without a request, and shows the server's 400", async () => {
    const fetchMock = renderField(400, { message: "date cannot be in the future", field: "date" });
    const input = screen.getByLabelText("Time spent (minutes)");
    fireEvent.change(input, { target: { value: "1441" } });
    fireEvent.click(screen.getByRole("button", { name: "Add time" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter whole minutes from 1 to 1440.");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "30" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("date cannot be in the future"),
    );
  });
});
