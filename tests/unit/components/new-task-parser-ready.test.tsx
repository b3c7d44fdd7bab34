// @vitest-environment jsdom
// Add pressed between the quick-add parser's arrival and the render that uses it. The form used
// to ask the module whether the parser had loaded, then submitted the reading of its last render,
// drawn before: "Pay the electricity bill tomorrow, urgent" was added as typed, with no date and
// no star (the dashboard's browser test met it under load, and a person meets it on coming back
// to the dashboard, whose parser loaded on an earlier visit). Only the network (fetch) is replaced.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuickAddPanel } from "@/components/tasks/quick-add-panel";
import { whenParserLoaded } from "@/components/tasks/use-quick-add";

let posted: Record<string, unknown>[] = [];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const saving = url === "/api/tasks" && init?.method === "POST";
      if (saving) posted.push(body);
      const json =
        url === "/api/tasks/categorize"
          ? { category: "finances", confidence: 0.9, explanation: "" }
          : saving
            ? { id: 1, ...body }
            : [];
      return new Response(JSON.stringify(json), {
        status: saving ? 201 : 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("New Task: Add pressed as the parser arrives", () => {
  it("adds the words the parser read, when it had loaded before this form's last render", async () => {
    // Loaded before the form is drawn: on an earlier visit to the dashboard, or just as the
    // words were typed.
    expect(await whenParserLoaded()).toBe(true);
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <QuickAddPanel />
      </QueryClientProvider>,
    );
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "New Task" });
    fireEvent.change(field, { target: { value: "Pay the electricity bill tomorrow, urgent" } });
    // At once, in the same turn: no render has happened since the words changed but theirs.
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ description: "Pay the electricity bill", important: true });
    expect(posted[0]?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
