// @vitest-environment jsdom
// The plain task list is swapped for the drag-and-drop one when its code arrives
// (use-sortable-list.ts). Two presses must survive that swap: a mouse button held on a row (a click
// is a press and a release on the same element) and a tick made after the code arrived but before
// React drew the new list (the focus handed to the next row stays there).
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { useSortableList } from "@/components/tasks/use-sortable-list";

// The sortable list's module, held back until the test lets it arrive.
const arrival = vi.hoisted(() => {
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => (release = resolve));
  return {
    reset: () => {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
    wait: () => gate,
    release: () => release(),
  };
});

function Rows({ list }: { list: string }) {
  return (
    <>
      {["A", "B"].map((name) => (
        <button key={name} type="button" aria-label={`Complete "${name}"`} data-list={list}>
          {name}
        </button>
      ))}
    </>
  );
}

vi.mock("@/components/tasks/sortable-task-list", async () => {
  await arrival.wait();
  return { SortableTaskList: () => <Rows list="sortable" /> };
});

function Harness() {
  const area = useRef<HTMLDivElement>(null);
  const { Sortable, want } = useSortableList(area);
  return (
    <div ref={area} onFocus={want}>
      {Sortable ? (
        <Sortable
          tasks={[]}
          label={() => ""}
          onToggleComplete={() => {}}
          onToggleImportant={() => {}}
          onEdit={() => {}}
          onReorder={() => {}}
          rowLimit={8}
        />
      ) : (
        <Rows list="plain" />
      )}
    </div>
  );
}

afterEach(() => {
  cleanup();
  arrival.reset();
  vi.resetModules();
});

const button = (name: string, list: string) =>
  screen
    .getAllByRole("button", { name: `Complete "${name}"` })
    .find((el) => el.dataset.list === list)!;

// Lets every pending promise callback run, but no timer or scheduled render.
async function drainMicrotasks() {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

it("the focus moved after the code arrived, before the swap, is the one kept", async () => {
  render(<Harness />);
  button("A", "plain").focus(); // asks for the sortable list
  arrival.release();
  await drainMicrotasks(); // the code is here; React has not drawn the new list yet
  expect(screen.queryAllByRole("button").every((el) => el.dataset.list === "plain")).toBe(true);
  button("B", "plain").focus(); // a tick on A hands the focus to B (task-row.tsx)
  await waitFor(() => expect(button("B", "sortable")).toBeDefined());
  expect(document.activeElement).toBe(button("B", "sortable"));
});

it("focus that left the list before the swap is not brought back", async () => {
  render(
    <>
      <Harness />
      <input aria-label="elsewhere" />
    </>,
  );
  button("A", "plain").focus();
  arrival.release();
  await drainMicrotasks();
  screen.getByLabelText("elsewhere").focus();
  await waitFor(() => expect(button("A", "sortable")).toBeDefined());
  expect(document.activeElement).toBe(screen.getByLabelText("elsewhere"));
});

it("a mouse button held on a row delays the swap until it is released", async () => {
  render(<Harness />);
  const row = button("A", "plain");
  row.focus();
  row.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, buttons: 1 }));
  arrival.release();
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Still the row the press began on: replacing it now would lose the click.
  expect(row.isConnected).toBe(true);
  row.dispatchEvent(new MouseEvent("mouseup", { bubbles: true, buttons: 0 }));
  await waitFor(() => expect(button("A", "sortable")).toBeDefined());
  expect(row.isConnected).toBe(false);
  expect(document.activeElement).toBe(button("A", "sortable"));
});
