// @vitest-environment jsdom
// A found row or day opens from the address once (?open=task-7, ?open=day-2026-12-04), which is
// then taken out of it, keeping the rest; an address for another kind is left for its own page.
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOpenDayRequest, useOpenRequest } from "@/components/search/open-target";

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

describe("the address's open request", () => {
  it("opens the row of its kind once and takes it out of the address", () => {
    history.replaceState(null, "", "/?tab=all&open=task-7#list");
    const open = vi.fn();
    const { rerender } = renderHook(() => useOpenRequest("task", open));
    rerender();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(7);
    expect(location.pathname + location.search + location.hash).toBe("/?tab=all#list");
  });

  it("leaves another kind's request in the address", () => {
    history.replaceState(null, "", "/?open=entry-7");
    const open = vi.fn();
    renderHook(() => useOpenRequest("task", open));
    expect(open).not.toHaveBeenCalled();
    expect(location.search).toBe("?open=entry-7");
  });

  it("opens a day once and takes it out of the address", () => {
    history.replaceState(null, "", "/?open=day-2026-12-04");
    const open = vi.fn();
    renderHook(() => useOpenDayRequest(open));
    expect(open).toHaveBeenCalledWith("2026-12-04");
    expect(location.search).toBe("");
  });

  it("ignores what is not a request", () => {
    history.replaceState(null, "", "/?open=task-7x");
    const open = vi.fn();
    renderHook(() => useOpenRequest("task", open));
    renderHook(() => useOpenDayRequest(open));
    expect(open).not.toHaveBeenCalled();
    expect(location.search).toBe("?open=task-7x");
  });
});
