// @vitest-environment jsdom
// Quick add's Habit mode (issue 46): Task is the default and a line is never guessed to be a habit;
// once "Habit" is chosen, "every day" / "3 times a week" fill How often, the rest is the title, the
// area comes from the categorizer, and the habit is created through POST /api/habits and put in the
// habits list. Only the network (fetch) is replaced.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuickAddPanel } from "@/components/tasks/quick-add-panel";
import { queryKeys } from "@/lib/api/query-keys";
import type { HabitDto } from "@/lib/habits/shapes";

type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      sent.push({ url, body });
      const json =
        url === "/api/tasks/categorize"
          ? { category: "personal_growth", confidence: 0.9, explanation: "" }
          : url === "/api/habits"
            ? {
                id: 5,
                ...body,
                estimateMinutes: null,
                reminderTime: null,
                archived: false,
                streak: { current: 0, longest: 0 },
                period: { done: 0, target: 1 },
                checks: [],
                weekStart: 1,
              }
            : { id: 1, ...body, important: false };
      return new Response(JSON.stringify(json), {
        status: url === "/api/tasks/categorize" ? 200 : 201,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData<HabitDto[]>(queryKeys.habits, []);
  render(
    <QueryClientProvider client={client}>
      <QuickAddPanel />
    </QueryClientProvider>,
  );
  return client;
}

async function chooseHabit() {
  fireEvent.click(screen.getByRole("radio", { name: "Habit" }));
  return (await screen.findByRole("textbox", { name: "New Habit" })) as HTMLInputElement;
}
const type = (field: HTMLInputElement, text: string) =>
  fireEvent.change(field, { target: { value: text } });
const howOften = () => screen.getByRole("combobox", { name: "How often" }) as HTMLSelectElement;

describe("quick add: Task or Habit", () => {
  it("starts as Task (the New Task field), with Habit a choice", () => {
    renderPanel();
    expect(screen.getByRole("radio", { name: "Task" })).toHaveProperty("ariaChecked", "true");
    expect(screen.getByRole("radio", { name: "Habit" })).toHaveProperty("ariaChecked", "false");
    expect(screen.getByRole("textbox", { name: "New Task" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "New Habit" })).toBeNull();
  });

  it("in Habit mode, 'Read every day' adds the habit Read, every day, in the categorizer's area", async () => {
    const client = renderPanel();
    const field = await chooseHabit();
    type(field, "Read every day");
    expect(howOften().value).toBe("day");
    expect(screen.getByTestId("new-habit-reading").textContent).toContain("Adds “Read”");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(sent.some((s) => s.url === "/api/habits")).toBe(true));
    expect(sent.map((s) => s.url)).toEqual(["/api/tasks/categorize", "/api/habits"]);
    expect(sent[0]!.body).toEqual({ description: "Read" });
    expect(sent[1]!.body).toEqual({
      title: "Read",
      category: "personal_growth",
      target: { times: 1, per: "day" },
    });
    await waitFor(() =>
      expect(client.getQueryData<HabitDto[]>(queryKeys.habits)?.map((h) => h.title)).toEqual([
        "Read",
      ]),
    );
    expect(field.value).toBe("");
  });

  it("'3 times a week' fills How often; a choice made there wins until another phrase is typed", async () => {
    renderPanel();
    const field = await chooseHabit();
    type(field, "Run 3 times a week");
    expect(howOften().value).toBe("3");
    fireEvent.change(howOften(), { target: { value: "4" } });
    expect(howOften().value).toBe("4");
    type(field, "Run twice a week");
    expect(howOften().value).toBe("2");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(sent.some((s) => s.url === "/api/habits")).toBe(true));
    expect(sent.find((s) => s.url === "/api/habits")!.body).toMatchObject({
      title: "Run",
      target: { times: 2, per: "week" },
    });
  });

  it("keeps the words in the name when the reading is removed, and defaults to every day", async () => {
    renderPanel();
    const field = await chooseHabit();
    type(field, "Read the Daily Mail");
    fireEvent.click(screen.getByRole("button", { name: "Keep “Daily” in the name" }));
    expect(screen.queryByTestId("new-habit-reading")).toBeNull();
    expect(howOften().value).toBe("day");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(sent.some((s) => s.url === "/api/habits")).toBe(true));
    expect(sent.find((s) => s.url === "/api/habits")!.body).toMatchObject({
      title: "Read the Daily Mail",
    });
  });

  it("asks for a name when the line is only how often, and sends nothing", async () => {
    renderPanel();
    const field = await chooseHabit();
    type(field, "every day");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Give the habit a name, like “Read every day”.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("in Task mode the same words are a task, never a habit", async () => {
    renderPanel();
    type(screen.getByRole("textbox", { name: "New Task" }) as HTMLInputElement, "Read every day");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(sent.some((s) => s.url === "/api/tasks")).toBe(true));
    expect(sent.some((s) => s.url === "/api/habits")).toBe(false);
  });
});
