// @vitest-environment jsdom
// Issue 46 item 5: the "t" shortcut and the palette's timer command act on the focused task row:
// the timer running on it stops, otherwise one starts on it; without a task a running timer stops.
import { afterEach, describe, expect, it, vi } from "vitest";
import { focusedTask, toggleTimer } from "@/components/timer/timer-actions";

type Call = [string, RequestInit | undefined];

function serve(running: unknown) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/timer" && (init?.method ?? "GET") === "GET")
      return running ? Response.json(running) : new Response(null, { status: 204 });
    if (init?.method === "DELETE")
      return Response.json({ id: 1, taskId: 5, minutes: 3, capped: false });
    return Response.json(
      { id: 2, taskId: 7, startedAt: new Date().toISOString(), stopped: null },
      {
        status: 201,
      },
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return () =>
    (fetchMock.mock.calls as unknown as Call[]).map(([u, i]) => `${i?.method ?? "GET"} ${u}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("toggleTimer", () => {
  it("stops the timer running on the task", async () => {
    const calls = serve({ id: 1, taskId: 5, habitId: null, startedAt: "2026-11-27T10:00:00Z" });
    await toggleTimer({ id: 5, description: "Write" });
    expect(calls()).toEqual(["GET /api/timer", "DELETE /api/timer"]);
  });

  it("starts one on another task (the server stops the first)", async () => {
    const calls = serve({ id: 1, taskId: 5, habitId: null, startedAt: "2026-11-27T10:00:00Z" });
    await toggleTimer({ id: 7, description: "Read" });
    expect(calls()).toEqual(["GET /api/timer", "POST /api/timer"]);
  });

  it("stops a running timer without a task, and starts nothing when none runs", async () => {
    let calls = serve({ id: 1, taskId: 5, habitId: null, startedAt: "2026-11-27T10:00:00Z" });
    await toggleTimer(null);
    expect(calls()).toEqual(["GET /api/timer", "DELETE /api/timer"]);
    calls = serve(null);
    await toggleTimer(null);
    expect(calls()).toEqual(["GET /api/timer"]);
  });
});

describe("focusedTask", () => {
  it("reads the focused row's task, and nothing when no row has the focus", () => {
    document.body.innerHTML = `<ul><li data-testid="task-row" data-task-id="42">
      <button data-row-main> Call the bank </button></li></ul><input id="elsewhere" />`;
    expect(focusedTask()).toBeNull();
    document.querySelector<HTMLElement>("[data-row-main]")!.focus();
    expect(focusedTask()).toEqual({ id: 42, description: "Call the bank" });
    document.getElementById("elsewhere")!.focus();
    expect(focusedTask()).toBeNull();
  });
});
