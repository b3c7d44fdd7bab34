// Issue 43, item 4: GET /api/export/ics and /api/export/todoist, read by parsers Balance did not
// write (node-ical, papaparse), and each imported back into a fresh account with nothing lost that
// the format can carry.
import { describe, expect, it } from "vitest";
import nodeIcal from "node-ical";
import Papa from "papaparse";
import { strFromU8, unzipSync } from "fflate";
import { signedInClient, type ApiClient } from "../helpers/api-client";

type Task = {
  id: number;
  description: string;
  category: string;
  completed: boolean;
  completedAt: string | null;
  important: boolean;
  dueDate: string | null;
  dueTime: string | null;
  recurrence: string | null;
  estimateMinutes: number | null;
};

/** An account with one of everything a task can carry, in Berlin. */
async function richAccount(prefix: string) {
  const { client } = await signedInClient(prefix);
  await client.patch("/api/settings", { timeZone: "Europe/Berlin" });
  const add = async (body: Record<string, unknown>) => {
    const res = await client.post("/api/tasks", body);
    expect(res.status, res.text).toBe(201);
    return res.body as Task;
  };
  const fence = await add({
    description: "Fix the garden fence",
    category: "physical_environment",
    notes: "Posts, nails and the saw; ask Tom.\nThen paint it.",
    dueDate: "2026-12-05",
    dueTime: "17:30",
    important: true,
    estimateMinutes: 90,
  });
  const item = await client.post(`/api/tasks/${fence.id}/items`, { text: "Buy hinges" });
  await client.post(`/api/tasks/${fence.id}/items`, { text: "Borrow a drill" });
  await client.patch(`/api/task-items/${item.body.id}`, { done: true });
  await add({
    description: "Team sync",
    category: "business_career",
    dueDate: "2026-12-01",
    dueTime: "09:15",
    recurrence: "FREQ=WEEKLY;BYDAY=TU",
  });
  await add({ description: "Pay rent", category: "finances", dueDate: "2026-12-01" });
  const done = await add({ description: "Call grandma", category: "family_friends" });
  await client.patch(`/api/tasks/${done.id}`, { completed: true });
  return client;
}

async function importInto(client: ApiClient, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name));
  const preview = await client.request("POST", "/api/import", form);
  expect(preview.status, preview.text).toBe(200);
  expect((await client.post(`/api/import/${preview.body.id}/commit`)).status).toBe(201);
  return preview.body;
}

async function tasksWithItems(client: ApiClient) {
  const list = (await client.get("/api/tasks")).body as Task[];
  const mine = list.filter((t) => !t.description.startsWith("Welcome to Balance"));
  return Promise.all(mine.map(async (t) => (await client.get(`/api/tasks/${t.id}`)).body));
}

const comparable = (t: Record<string, unknown>, keepDateOfRules = true) => ({
  description: t.description,
  category: t.category,
  notes: t.notes,
  important: t.important,
  completed: t.completed,
  // Both formats keep times to the second.
  completedAt: t.completedAt ? String(t.completedAt).slice(0, 19) : null,
  dueDate: keepDateOfRules || !t.recurrence ? t.dueDate : "(next occurrence)",
  dueTime: t.dueTime,
  recurrence: t.recurrence,
  estimateMinutes: t.estimateMinutes,
  items: (t.items as { text: string; done: boolean }[]).map((i) => ({
    text: i.text,
    done: i.done,
  })),
});
const byText = (a: { description: unknown }, b: { description: unknown }) =>
  String(a.description).localeCompare(String(b.description));

describe("export and import back", () => {
  it("iCalendar: VTODOs node-ical reads, and an import that gives back every task", async () => {
    const source = await richAccount("export-ics");
    const res = await source.get("/api/export/ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.text).toMatch(/\r\n/);

    const parsed = Object.values(nodeIcal.sync.parseICS(res.text)).filter(
      (c) => c?.type === "VTODO",
    ) as unknown as {
      uid: string;
      summary: string;
      categories?: string[];
      status?: string;
      rrule?: unknown;
      description?: string;
    }[];
    const fence = parsed.find((c) => c.summary === "Fix the garden fence")!;
    expect(fence.description).toBe("Posts, nails and the saw; ask Tom.\nThen paint it.");
    expect(fence.categories).toEqual(["Environment"]);
    expect(parsed.find((c) => c.summary === "Team sync")!.rrule).toBeTruthy();
    expect(parsed.find((c) => c.summary === "Call grandma")!.status).toBe("COMPLETED");
    expect(parsed.filter((c) => c.summary === "Buy hinges")).toHaveLength(1);
    // Stable UIDs: a second export names the same tasks the same way.
    const again = await source.get("/api/export/ics");
    const uids = (text: string) => [...text.matchAll(/^UID:(.*)$/gm)].map((m) => m[1]);
    expect(uids(again.text)).toEqual(uids(res.text));

    const { client: target } = await signedInClient("import-ics-back");
    await target.patch("/api/settings", { timeZone: "Europe/Berlin" });
    await importInto(target, new TextEncoder().encode(res.text), "balance.ics");
    const before = (await tasksWithItems(source)).map((t) => comparable(t)).sort(byText);
    const after = (await tasksWithItems(target)).map((t) => comparable(t)).sort(byText);
    expect(after).toEqual(before);
  }, 120_000);

  it("Todoist: one 14-column template per area that papaparse reads, imported back with its open tasks", async () => {
    const source = await richAccount("export-todoist");
    const res = await source.get("/api/export/todoist");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(res.bytes);
    expect(Object.keys(files).sort()).toEqual([
      "Business-Career [business_career].csv",
      "Environment [physical_environment].csv",
      "Finances [finances].csv",
      "Personal Growth [personal_growth].csv",
    ]);
    const env = Papa.parse<string[]>(strFromU8(files["Environment [physical_environment].csv"]!), {
      skipEmptyLines: true,
    }).data;
    expect(env[0]).toHaveLength(14);
    expect(env[0]!.slice(0, 5)).toEqual(["TYPE", "CONTENT", "DESCRIPTION", "PRIORITY", "INDENT"]);
    expect(env[2]).toEqual([
      "task",
      "Fix the garden fence",
      "Posts, nails and the saw; ask Tom.\nThen paint it.",
      "1",
      "1",
      "",
      "",
      "Dec 5 2026 17:30",
      "en",
      "Europe/Berlin",
      "90",
      "minute",
      "",
      "",
    ]);
    expect(env[3]!.slice(0, 5)).toEqual(["task", "Buy hinges", "", "4", "2"]);

    const { client: target } = await signedInClient("import-todoist-back");
    await target.patch("/api/settings", { timeZone: "Europe/Berlin" });
    await importInto(target, res.bytes, "balance-todoist.zip");
    // A template has no completed tasks and no ticked items: what it carries comes back.
    const open = (await tasksWithItems(source))
      .filter((t) => !t.completed)
      .map((t) =>
        comparable({ ...t, items: t.items.map((i: object) => ({ ...i, done: false })) }, false),
      )
      .sort(byText);
    const after = (await tasksWithItems(target)).map((t) => comparable(t, false)).sort(byText);
    expect(after).toEqual(open);
  }, 120_000);
});
