// @vitest-environment jsdom
// "I spent 40 minutes" (issue 46 item 5): whole minutes 1-1440 are sent as a manual time entry on
// the user's today; anything else is refused before any request; the server's 400 is shown. The
// task's entries are listed (timer or by hand, capped), corrected (PATCH) and deleted (DELETE).
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/api/query-client";
import { manualMinutes, TimeSpentField } from "@/components/timer/time-spent-field";
import { TIMER_CHANGED } from "@/components/timer/timer-event";
import type { TimeEntryDto } from "@/lib/time-entries/shapes";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (over: Partial<TimeEntryDto>): TimeEntryDto => ({
  id: 1,
  taskId: 7,
  habitId: null,
  date: "2026-11-27",
  startedAt: null,
  endedAt: null,
  minutes: 25,
  capped: false,
  manual: true,
  corrected: false,
  ...over,
});

/** The field with a fake server: GET lists `entries`, any other call answers `status` and `body`. */
function renderField(status: number, body: unknown, entries: TimeEntryDto[] = [entry({})]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (method === "GET" && url.startsWith("/api/time-entries?taskId=7"))
      return new Response(JSON.stringify(entries), { status: 200 });
    // An added entry is listed from then on, as on the server.
    if (method === "POST" && url === "/api/time-entries" && status === 201)
      entries = [...entries, body as TimeEntryDto];
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal("fetch", fetchMock);
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <TimeSpentField taskId={7} description="Write" actualMinutes={25} today="2026-11-27" />
    </QueryClientProvider>,
  );
  return fetchMock;
}
const writes = (fetchMock: ReturnType<typeof renderField>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");

describe("manual time", () => {
  it("reads whole minutes from 1 to 1440 only", () => {
    expect(manualMinutes(" 40 ")).toBe(40);
    expect(manualMinutes("1")).toBe(1);
    expect(manualMinutes("1440")).toBe(1440);
    for (const bad of ["0", "1441", "1.5", "-3", "", "forty", "40m"])
      expect(manualMinutes(bad), bad).toBeNull();
  });

  it("adds the minutes as a time entry and says what is recorded", async () => {
    const fetchMock = renderField(201, entry({ id: 2, minutes: 40 }));
    const changed = vi.fn();
    window.addEventListener(TIMER_CHANGED, changed);
    expect(screen.getByText("25 m recorded so far.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Time spent (minutes)"), { target: { value: "40" } });
    fireEvent.click(screen.getByRole("button", { name: "Add time" }));
    await waitFor(() => expect(screen.getByText("1 h 5 m recorded so far.")).toBeTruthy());
    expect(writes(fetchMock)).toContainEqual([
      "/api/time-entries",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ taskId: 7, date: "2026-11-27", minutes: 40 }),
      }),
    ]);
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(TIMER_CHANGED, changed);
  });

  it("refuses out-of-range minutes without a request, and shows the server's 400", async () => {
    const fetchMock = renderField(400, { message: "date cannot be in the future", field: "date" });
    const input = screen.getByLabelText("Time spent (minutes)");
    fireEvent.change(input, { target: { value: "1441" } });
    fireEvent.click(screen.getByRole("button", { name: "Add time" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter whole minutes from 1 to 1440.");
    expect(writes(fetchMock)).toEqual([]);
    fireEvent.change(input, { target: { value: "30" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("date cannot be in the future"),
    );
  });

  it("lists the task's entries, newest first, saying timer, corrected, by hand and capped", async () => {
    renderField(200, {}, [
      entry({ id: 1, date: "2026-11-20", minutes: 720, manual: false, capped: true }),
      entry({ id: 3, date: "2026-11-24", minutes: 50, manual: false, corrected: true }),
      entry({ id: 2, date: "2026-11-27", minutes: 40 }),
    ]);
    const list = await screen.findByRole("list", { name: "Time recorded" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([
      "40 m · Today · by hand",
      expect.stringMatching(/^50 m · .+ · timer, corrected$/),
      expect.stringMatching(/^12 h · .+ · timercapped$/),
    ]);
    await waitFor(() => expect(screen.getByText("13 h 30 m recorded so far.")).toBeTruthy());
  });

  it("corrects an entry's minutes with PATCH, refusing junk first", async () => {
    const fetchMock = renderField(200, entry({ minutes: 40 }));
    const changed = vi.fn();
    window.addEventListener(TIMER_CHANGED, changed);
    fireEvent.click(await screen.findByRole("button", { name: "Correct 25 m on Today" }));
    const input = screen.getByLabelText("Today, minutes");
    fireEvent.change(input, { target: { value: "0" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByRole("alert").textContent).toBe("Enter whole minutes from 1 to 1440.");
    expect(writes(fetchMock)).toEqual([]);
    fireEvent.change(input, { target: { value: "40" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the corrected time" }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(writes(fetchMock)).toEqual([
      ["/api/time-entries/1", expect.objectContaining({ method: "PATCH", body: '{"minutes":40}' })],
    ]);
    window.removeEventListener(TIMER_CHANGED, changed);
  });

  it("deletes an entry with DELETE and tells the rest of the page", async () => {
    const fetchMock = renderField(204, null);
    const changed = vi.fn();
    window.addEventListener(TIMER_CHANGED, changed);
    fireEvent.click(await screen.findByRole("button", { name: "Delete 25 m on Today" }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(writes(fetchMock)).toEqual([
      ["/api/time-entries/1", expect.objectContaining({ method: "DELETE" })],
    ]);
    window.removeEventListener(TIMER_CHANGED, changed);
  });
});
