// @vitest-environment jsdom
// The task row as a person uses it: tick, star, edit, and the keyboard (the checkbox hands focus
// on when its row leaves the list; the dashboard's j/k/x/s/e keys). The rows render in the plain
// list with the dashboard's shortcut hook, as on the dashboard before drag and drop has loaded.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlainTaskList } from "@/components/tasks/plain-task-list";
import { TaskRow } from "@/components/tasks/task-row";
import { useTaskShortcuts } from "@/components/tasks/use-task-shortcuts";
import { FIRST_SCREEN_ROWS, useRowBudget } from "@/components/tasks/use-row-budget";
import type { TaskDto } from "@/lib/tasks/schemas";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const task = (id: number, description: string, extra: Partial<TaskDto> = {}): TaskDto => ({
  id,
  description,
  category: "health",
  goalId: null,
  completed: false,
  important: false,
  order: id,
  createdAt: "2026-11-20T10:00:00.000Z",
  completedAt: null,
  dueDate: null,
  dueTime: null,
  recurrence: null,
  estimateMinutes: null,
  ...extra,
});

type Spies = {
  tick: (t: TaskDto) => void;
  star: (t: TaskDto) => void;
  edit: (t: TaskDto) => void;
};

/** The to-do list: a ticked task leaves it, a starred one is starred in place. */
function TodoList({
  initial,
  spies,
  enabled = true,
}: {
  initial: TaskDto[];
  spies: Spies;
  enabled?: boolean;
}) {
  const [tasks, setTasks] = useState(initial);
  const area = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const { budget: rowLimit } = useRowBudget(tasks.length, more);
  const tick = (t: TaskDto) => {
    spies.tick(t);
    setTasks((all) => all.filter((x) => x.id !== t.id));
  };
  const star = (t: TaskDto) => {
    spies.star(t);
    setTasks((all) => all.map((x) => (x.id === t.id ? { ...x, important: !x.important } : x)));
  };
  useTaskShortcuts(area, {
    enabled,
    tasks,
    onToggleComplete: tick,
    onToggleImportant: star,
    onEdit: spies.edit,
    onDelete: () => {},
    onScope: () => {},
    onHelp: () => {},
  });
  return (
    <div ref={area}>
      <PlainTaskList
        tasks={tasks}
        label={() => "Health"}
        onToggleComplete={tick}
        onToggleImportant={star}
        onEdit={spies.edit}
        onReorder={() => {}}
        rowLimit={rowLimit}
      />
      {rowLimit < tasks.length && <div ref={more} data-testid="more-rows" />}
    </div>
  );
}

const spies = () => ({ tick: vi.fn(), star: vi.fn(), edit: vi.fn() });
const three = [task(1, "Walk the dog"), task(2, "Call mom"), task(3, "Pay rent")];
const row = (description: string) =>
  screen.getByRole("button", { name: description }).closest("li") as HTMLElement;

describe("task row", () => {
  it("ticking the checkbox completes that task and the row leaves the list", () => {
    const s = spies();
    render(<TodoList initial={three} spies={s} />);
    fireEvent.click(screen.getByRole("checkbox", { name: 'Complete "Call mom"' }));
    expect(s.tick).toHaveBeenCalledTimes(1);
    expect(s.tick.mock.calls[0]![0]).toMatchObject({ id: 2, description: "Call mom" });
    expect(screen.queryByText("Call mom")).toBeNull();
    expect(screen.getAllByTestId("task-row")).toHaveLength(2);
  });

  it("a completed task's checkbox is ticked and offers to mark it as to do", () => {
    const onToggleComplete = vi.fn();
    render(
      <ul>
        <TaskRow
          task={task(7, "Done already", { completed: true, completedAt: "2026-11-21T09:00:00Z" })}
          label="Health"
          onToggleComplete={onToggleComplete}
          onToggleImportant={() => {}}
          onEdit={() => {}}
        />
      </ul>,
    );
    const box = screen.getByRole("checkbox", { name: 'Mark "Done already" as to do' });
    expect(box).toHaveProperty("checked", true);
    fireEvent.click(box);
    expect(onToggleComplete).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it("the star says whether the task is important and toggles it", () => {
    const s = spies();
    render(<TodoList initial={three} spies={s} />);
    const star = within(row("Pay rent")).getByRole("button", { name: "Mark as important" });
    expect(star.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(star);
    expect(s.star).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    const starred = within(row("Pay rent")).getByRole("button", { name: "Unmark as important" });
    expect(starred.getAttribute("aria-pressed")).toBe("true");
    // The other rows are not starred.
    expect(
      within(row("Walk the dog")).getByRole("button", { name: "Mark as important" }),
    ).toBeTruthy();
  });

  it("the text and the pencil open the editor", () => {
    const s = spies();
    render(<TodoList initial={three} spies={s} />);
    fireEvent.click(screen.getByRole("button", { name: "Walk the dog" }));
    fireEvent.click(screen.getByRole("button", { name: 'Edit "Pay rent"' }));
    expect(s.edit.mock.calls.map(([t]) => (t as TaskDto).id)).toEqual([1, 3]);
  });

  it("offline, star and edit are disabled while ticking still works (it is queued)", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const s = spies();
    render(<TodoList initial={three} spies={s} />);
    const r = row("Call mom");
    expect(within(r).getByRole("button", { name: "Mark as important" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(r).getByRole("button", { name: 'Edit "Call mom"' })).toHaveProperty(
      "disabled",
      true,
    );
    fireEvent.click(within(r).getByRole("checkbox"));
    expect(s.tick).toHaveBeenCalledTimes(1);
  });
});

describe("task row: keyboard", () => {
  it("ticking with the focused checkbox hands the focus to the next row's checkbox", () => {
    render(<TodoList initial={three} spies={spies()} />);
    const box = screen.getByRole("checkbox", { name: 'Complete "Walk the dog"' });
    box.focus();
    fireEvent.click(box); // Space on a focused checkbox is a click
    expect(document.activeElement).toBe(
      screen.getByRole("checkbox", { name: 'Complete "Call mom"' }),
    );
  });

  it("at the end of the list the focus goes back to the previous row's checkbox", () => {
    render(<TodoList initial={three} spies={spies()} />);
    const box = screen.getByRole("checkbox", { name: 'Complete "Pay rent"' });
    box.focus();
    fireEvent.click(box);
    expect(document.activeElement).toBe(
      screen.getByRole("checkbox", { name: 'Complete "Call mom"' }),
    );
  });

  it("j and k move between rows; x ticks, s stars and e edits the focused row", async () => {
    const s = spies();
    render(<TodoList initial={three} spies={s} />);
    const main = (description: string) => screen.getByRole("button", { name: description });

    // The keys' code loads on the first press (or when the page is idle).
    fireEvent.keyDown(window, { key: "j" });
    await waitFor(() => expect(document.activeElement).toBe(main("Walk the dog")));
    fireEvent.keyDown(document.activeElement!, { key: "j" });
    expect(document.activeElement).toBe(main("Call mom"));
    fireEvent.keyDown(document.activeElement!, { key: "k" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(main("Call mom"));

    fireEvent.keyDown(document.activeElement!, { key: "s" });
    expect(s.star).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(
      within(row("Call mom")).getByRole("button", { name: "Unmark as important" }),
    ).toBeTruthy();

    fireEvent.keyDown(document.activeElement!, { key: "e" });
    expect(s.edit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));

    fireEvent.keyDown(document.activeElement!, { key: "x" });
    expect(s.tick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await waitFor(() => expect(screen.queryByText("Call mom")).toBeNull());
    // The focus carries on to the row that followed the ticked one.
    await waitFor(() => expect(document.activeElement).toBe(main("Pay rent")));
  });

  it("with the shortcuts off in Settings, a single key does nothing (WCAG 2.1.4)", async () => {
    const s = spies();
    render(<TodoList initial={three} spies={s} enabled={false} />);
    const main = screen.getByRole("button", { name: "Walk the dog" });
    main.focus();
    // Wait for the keys' code (loaded on the first press) before judging a refusal.
    fireEvent.keyDown(main, { key: "j" });
    await import("@/components/tasks/task-shortcut-keys");
    await new Promise((r) => setTimeout(r, 20));
    for (const key of ["j", "x", "s", "e", "Delete"])
      fireEvent.keyDown(document.activeElement!, { key });
    expect(document.activeElement).toBe(main);
    expect(s.tick).not.toHaveBeenCalled();
    expect(s.star).not.toHaveBeenCalled();
    expect(s.edit).not.toHaveBeenCalled();
  });

  it("Enter on a row's star is the star's click, not an edit (issue 47)", async () => {
    const s = spies();
    render(<TodoList initial={three} spies={s} />);
    fireEvent.keyDown(window, { key: "j" });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Walk the dog" })),
    );
    const star = within(row("Walk the dog")).getByRole("button", { name: "Mark as important" });
    star.focus();
    fireEvent.keyDown(star, { key: "Enter" });
    expect(s.edit).not.toHaveBeenCalled();
  });

  it("keys typed in a field are text, not shortcuts", async () => {
    const s = spies();
    render(
      <>
        <input aria-label="Somewhere to type" />
        <TodoList initial={three} spies={s} />
      </>,
    );
    // Load the keys' code first, so a refusal below is the rule and not a slow import.
    fireEvent.keyDown(window, { key: "j" });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Walk the dog" })),
    );
    const field = screen.getByRole("textbox", { name: "Somewhere to type" });
    field.focus();
    // The keys' code is loaded, so each press is handled (or refused) at once.
    for (const key of ["x", "s", "e", "j"]) fireEvent.keyDown(field, { key });
    expect(s.tick).not.toHaveBeenCalled();
    expect(s.star).not.toHaveBeenCalled();
    expect(s.edit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
  });
});

/** A stand-in IntersectionObserver (jsdom has none) that says whether the sentinel is in view. */
function observeWith(inView: () => boolean) {
  const observers = new Set<() => void>();
  class FakeObserver {
    constructor(private report: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      const check = () => this.report([{ isIntersecting: inView() }]);
      observers.add(check);
      check();
    }
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return { scrolled: () => observers.forEach((check) => check()) };
}

describe("a long list", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("Ctrl+F draws every row at once, so find in page reaches them all (issue 47)", () => {
    observeWith(() => false);
    const many = Array.from({ length: 40 }, (_, i) => task(i + 1, `Task number ${i + 1}`));
    render(<TodoList initial={many} spies={spies()} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(FIRST_SCREEN_ROWS);
    fireEvent.keyDown(window, { key: "f", ctrlKey: true });
    expect(screen.getAllByRole("listitem")).toHaveLength(40);
  });

  it("draws one screen of rows, and the next ones as the end of the list comes into view", async () => {
    let nearEnd = false;
    const view = observeWith(() => nearEnd);
    const many = Array.from({ length: 95 }, (_, i) => task(i + 1, `Task number ${i + 1}`));
    render(<TodoList initial={many} spies={spies()} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(FIRST_SCREEN_ROWS);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByRole("listitem")).toHaveLength(FIRST_SCREEN_ROWS); // not in view yet
    nearEnd = true; // the person scrolls to the end: it stays in view while rows are added
    view.scrolled();
    // jsdom draws rows slowly: a few steps (tests/setup.ts gives waitFor 10 s).
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(95));
    expect(screen.queryByTestId("more-rows")).toBeNull();
    const names = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(names[0]).toContain("Task number 1");
    expect(names[94]).toContain("Task number 95");
  });

  it("draws every row where there is no IntersectionObserver, and j goes past the first screen", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const many = Array.from({ length: 30 }, (_, i) => task(i + 1, `Task number ${i + 1}`));
    render(<TodoList initial={many} spies={spies()} />);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(30));
    screen.getByRole("button", { name: "Task number 20" }).focus();
    fireEvent.keyDown(document.activeElement!, { key: "j" });
    // The key handler's module loads on the first key press.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Task number 21" })),
    );
  });
});

describe("the row's estimate (issue 47)", () => {
  const row = (extra: Partial<TaskDto>) =>
    render(
      <ul>
        <TaskRow
          task={task(1, "Write the report", extra)}
          label="Health"
          onToggleComplete={() => {}}
          onToggleImportant={() => {}}
          onEdit={() => {}}
        />
      </ul>,
    );

  it("shows a set estimate compactly, and nothing when none is set", () => {
    row({ estimateMinutes: 30 });
    expect(screen.getByTestId("task-estimate").textContent).toBe("Estimate 30 m");
    cleanup();
    row({ estimateMinutes: 135 });
    expect(screen.getByTestId("task-estimate").textContent).toBe("Estimate 2 h 15 m");
    cleanup();
    row({ estimateMinutes: null });
    expect(screen.queryByTestId("task-estimate")).toBeNull();
  });
});
