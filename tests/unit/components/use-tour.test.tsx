// @vitest-environment jsdom
// The first-time tour's hook (components/dashboard/use-tour.ts) sits at the top of the dashboard.
// When the tour cannot open (any account past its welcome task), its browser reading must equal
// the server's, or React re-renders the whole dashboard right after hydrating it (measured:
// Lighthouse TBT ~200 -> ~150 ms, docs/decisions/dashboard-paint.md).
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTour } from "@/components/dashboard/use-tour";
import { WELCOME_TEXT } from "@/lib/tasks/welcome";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.body.innerHTML = "";
});

type Tasks = { description: string }[];
let renders = 0;

function Probe({ tasks, doneOnAccount }: { tasks: Tasks; doneOnAccount: boolean }) {
  renders++;
  const tour = useTour(tasks, doneOnAccount);
  return <p data-testid="tour">{tour.open ? "open" : "closed"}</p>;
}

/** Server HTML, then hydration in the browser; returns how many times the probe rendered there. */
async function hydrate(
  tasks: Tasks,
  doneOnAccount: boolean,
): Promise<{ renders: number; text: string }> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Probe tasks={tasks} doneOnAccount={doneOnAccount} />);
  document.body.appendChild(container);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, <Probe tasks={tasks} doneOnAccount={doneOnAccount} />);
  });
  return { renders, text: container.textContent ?? "" };
}

const welcome = [{ description: `${WELCOME_TEXT}` }];
const planned = [{ description: "Call the bank" }, { description: "Run 5k" }];

describe("useTour", () => {
  it("hydrates in one render and reads no storage when the account has tasks of its own", async () => {
    const read = vi.spyOn(Storage.prototype, "getItem");
    expect(await hydrate(planned, false)).toEqual({ renders: 1, text: "closed" });
    expect(read).not.toHaveBeenCalled();
  });

  it("hydrates in one render when the account ended the tour before", async () => {
    const read = vi.spyOn(Storage.prototype, "getItem");
    expect(await hydrate(welcome, true)).toEqual({ renders: 1, text: "closed" });
    expect(read).not.toHaveBeenCalled();
  });

  it("opens for a new account with only the welcome task, already in the server's HTML", async () => {
    expect(renderToString(<Probe tasks={welcome} doneOnAccount={false} />)).toContain("open");
    expect(await hydrate(welcome, false)).toEqual({ renders: 1, text: "open" });
  });

  it("stays closed when it was ended in this browser session (the account call failed)", async () => {
    sessionStorage.setItem("balance.tourDone", "1");
    expect((await hydrate(welcome, false)).text).toBe("closed");
  });
});
