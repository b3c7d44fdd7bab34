// GET /api/search (issue 29): full-text search over tasks (and checklist items), journal entries
// and vision boards (and item captions); user-scoped, deleted rows never found, ranked, open tasks
// before completed ones, the last word matched as a prefix, snippets escaped with <mark> pairs.
import { describe, expect, it } from "vitest";
import { signedInClient, type ApiClient } from "../helpers/api-client";
import { SEARCHES_PER_MINUTE } from "@/lib/search/data";
import { calendarServer, isoDay, sampleCalendar } from "../helpers/calendar-server";

type Hit = { id: number; snippet: string; [k: string]: unknown };
const find = async (client: ApiClient, q: string, limit?: number) => {
  const res = await client.get(
    `/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ""}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body as { tasks: Hit[]; journals: Hit[]; boards: Hit[]; events: Hit[] };
};

describe("search", () => {
  it("finds tasks, checklist items, entries and boards by a prefix of three letters", async () => {
    const { client } = await signedInClient("search-kinds");
    const { body: task } = await client.post("/api/tasks", {
      description: "Renew the passport",
      category: "personal_growth",
    });
    const { body: trip } = await client.post("/api/tasks", {
      description: "Pack for the trip",
      category: "fun_recreation",
    });
    await client.post(`/api/tasks/${trip.id}/items`, { text: "Sunscreen and hats" });
    const { body: entry } = await client.post("/api/journals", {
      title: "Lisbon",
      content: "We walked along the river and ate custard tarts. The passport office was closed.",
      category: "fun_recreation",
    });
    const { body: board } = await client.post("/api/vision-boards", {
      title: "Summer in Portugal",
      description: "Beaches, surf and sunshine",
    });

    const pas = await find(client, "pas");
    expect(pas.tasks.map((t) => t.id)).toEqual([task.id]);
    expect(pas.tasks[0]).toMatchObject({
      description: "Renew the passport",
      category: "personal_growth",
      completed: false,
      important: false,
      dueDate: null,
    });
    expect(pas.tasks[0]!.snippet).toBe("Renew the <mark>passport</mark>");
    expect(pas.journals.map((j) => j.id)).toEqual([entry.id]);
    expect(pas.journals[0]).toMatchObject({
      title: "Lisbon",
      category: "fun_recreation",
      createdAt: entry.createdAt,
    });
    expect(pas.journals[0]!.snippet).toContain("<mark>passport</mark>");

    const sun = await find(client, "sun");
    expect(sun.tasks.map((t) => t.id)).toEqual([trip.id]); // through its checklist item
    expect(sun.tasks[0]!.snippet).toBe("<mark>Sunscreen</mark> and hats");
    expect(sun.boards).toEqual([
      {
        id: board.id,
        title: "Summer in Portugal",
        snippet: expect.stringContaining("<mark>sunshine</mark>"),
      },
    ]);

    // Websearch syntax for the words before the last: a phrase and an exclusion.
    expect((await find(client, "custard tar")).journals).toHaveLength(1);
    expect((await find(client, "river -custard")).journals).toHaveLength(0);
    expect((await find(client, "zzqx")).tasks).toEqual([]);
  });

  it("never finds another user's rows", async () => {
    const { client } = await signedInClient("search-owner");
    const { client: other } = await signedInClient("search-other");
    await client.post("/api/tasks", {
      description: "Secret kayak trip",
      category: "fun_recreation",
    });
    await client.post("/api/journals", {
      title: "Kayak",
      content: "Kayak plans",
      category: "fun_recreation",
    });
    await client.post("/api/vision-boards", { title: "Kayak board", description: "kayaks" });
    expect(await find(other, "kayak")).toEqual({ tasks: [], journals: [], boards: [], events: [] });
    expect((await find(client, "kayak")).tasks).toHaveLength(1);
  });

  it("never finds deleted rows, and finds them again once restored", async () => {
    const { client } = await signedInClient("search-deleted");
    const { body: task } = await client.post("/api/tasks", {
      description: "Buy a unicycle",
      category: "fun_recreation",
    });
    const { body: entry } = await client.post("/api/journals", {
      title: "Unicycle",
      content: "Fell off the unicycle",
      category: "health",
    });
    await client.delete(`/api/tasks/${task.id}`);
    await client.delete(`/api/journals/${entry.id}`);
    expect(await find(client, "unicycl")).toMatchObject({ tasks: [], journals: [] });
    await client.post(`/api/tasks/${task.id}/restore`);
    expect((await find(client, "unicycl")).tasks.map((t) => t.id)).toEqual([task.id]);
  });

  it("ranks better matches first and open tasks before completed ones; limit caps each kind", async () => {
    const { client } = await signedInClient("search-rank");
    const { body: done } = await client.post("/api/tasks", {
      description: "Garden: garden the garden",
      category: "physical_environment",
    });
    await client.patch(`/api/tasks/${done.id}`, { completed: true });
    const { body: weak } = await client.post("/api/tasks", {
      description: "Water the garden once, then read a long book about cooking and travel",
      category: "physical_environment",
    });
    const { body: strong } = await client.post("/api/tasks", {
      description: "Garden garden",
      category: "physical_environment",
    });
    const hits = await find(client, "garden");
    expect(hits.tasks.map((t) => t.id)).toEqual([strong.id, weak.id, done.id]);
    expect(hits.tasks[2]!.completed).toBe(true);
    expect((await find(client, "garden", 2)).tasks.map((t) => t.id)).toEqual([strong.id, weak.id]);

    const { body: titled } = await client.post("/api/journals", {
      title: "Garden day",
      content: "A quiet day.",
      category: "health",
    });
    const { body: mentioned } = await client.post("/api/journals", {
      title: "Tuesday",
      content: "Later I went out to the garden for a while after a long walk in town.",
      category: "health",
    });
    expect((await find(client, "garden")).journals.map((j) => j.id)).toEqual([
      titled.id,
      mentioned.id,
    ]);
  });

  it("escapes user HTML in snippets; only <mark> pairs are markup", async () => {
    const { client } = await signedInClient("search-xss");
    await client.post("/api/tasks", {
      description: `<img src=x onerror="alert(1)"> banana <script>alert(2)</script> & "co" \u0001x\u0002`,
      category: "health",
    });
    const [hit] = (await find(client, "banana")).tasks;
    // ts_headline leaves tags out; whatever it keeps of the user's text is escaped (tests/unit/search-query.test.ts).
    expect(hit!.snippet).not.toMatch(/<(?!\/?mark>)/);
    expect(hit!.snippet).toContain("<mark>banana</mark> alert(2) &amp; &quot;co&quot;");
    expect(hit!.snippet.match(/<mark>/g)).toHaveLength(1);
  });

  it("q must be 1-200 characters and limit 1-20; anything else is a 400", async () => {
    const { client } = await signedInClient("search-bad");
    for (const qs of [
      "",
      "?q=",
      "?q=%20%20",
      `?q=${"a".repeat(201)}`,
      "?q=a&limit=0",
      "?q=a&limit=21",
      "?q=a%00b",
      "?q=a&limit=5%00",
      "?q=a&limit=abc",
      "?q=a&limit=1.5",
      "?q=a&limit=-1",
      "?q=a&limit=",
    ]) {
      const res = await client.get(`/api/search${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.message, qs).toEqual(expect.any(String));
    }
    expect((await client.get(`/api/search?q=${"a".repeat(200)}`)).status).toBe(200);
    expect((await client.get("/api/search?q=a&limit=20")).status).toBe(200);
    const nul = await client.get("/api/search?q=a%00b");
    expect(nul.body).toMatchObject({ field: "q", message: "q must not contain NUL characters" });
    // Operators and stop words alone are not an error: just nothing found.
    for (const q of ["&|!:*()", "the", '"', "-", "or", "a:*"]) {
      const res = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
  });

  it("bounds one search's work: long entries are found, ranked and cut short", async () => {
    const { client } = await signedInClient("search-long");
    const filler = "lorem ipsum dolor sit amet ".repeat(700); // ~19,000 characters
    const { body: late } = await client.post("/api/journals", {
      title: "Long day",
      content: `${filler} and then the walrus arrived`,
      category: "health",
    });
    expect(late.id).toEqual(expect.any(Number));
    const hits = await find(client, "walrus");
    expect(hits.journals.map((j) => j.id)).toEqual([late.id]);
    // The snippet comes from the first 2,000 characters only: short, whatever the entry's length.
    expect(hits.journals[0]!.snippet.length).toBeLessThan(400);
  });

  it("is rate limited per user: 429 with Retry-After past the minute's allowance", async () => {
    const { client } = await signedInClient("search-flood");
    const other = await signedInClient("search-flood-other");
    let limited: Awaited<ReturnType<typeof client.get>> | undefined;
    for (let i = 0; i < SEARCHES_PER_MINUTE + 1 && !limited; i++) {
      const res = await client.get(`/api/search?q=word${i}`);
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another user is not limited by it.
    expect((await other.client.get("/api/search?q=word")).status).toBe(200);
  });

  it("finds calendar events by title and location, at their next occurrence, with day, time and calendar (issue 44)", async () => {
    const server = await calendarServer();
    const { client } = await signedInClient("search-events");
    const added = await client.post("/api/calendars", {
      url: server.serve(
        "/search-events/private-77aa0c1e0b2d3a5f8e6c9b7a1d0e2f3c/basic.ics",
        sampleCalendar("Work", [
          ...["Yoga class", "Yoga retreat"].flatMap((title, i) => [
            "BEGIN:VEVENT",
            `UID:yoga-${i}@test`,
            `DTSTART:${isoDay(2 + i).replace(/-/g, "")}T070000Z`,
            `DTEND:${isoDay(2 + i).replace(/-/g, "")}T080000Z`,
            `SUMMARY:${title}`,
            "END:VEVENT",
          ]),
        ]),
      ),
    });
    expect(added.status).toBe(201);

    const dentist = await find(client, "dentist");
    expect(dentist.events).toEqual([
      {
        seriesId: expect.any(Number),
        title: "Dentist appointment",
        location: "",
        category: expect.any(String),
        calendarName: "Work",
        color: added.body.color,
        date: isoDay(0),
        start: "09:00",
        allDay: false,
        snippet: "<mark>Dentist</mark> appointment",
      },
    ]);
    // By its place; a weekly meeting shows its next occurrence (the one in a week is cancelled).
    const office = await find(client, "offi");
    expect(office.events.map((e) => e.title)).toEqual(["Team meeting"]);
    const endedToday = new Date().getUTCHours() >= 15;
    expect(office.events[0]).toMatchObject({
      date: endedToday ? isoDay(14) : isoDay(0),
      start: "14:00",
      location: "Office",
    });
    expect(office.events[0]!.snippet).toBe("Team meeting — <mark>Office</mark>");
    expect((await find(client, "coast")).events[0]).toMatchObject({
      title: "Trip to the coast",
      date: isoDay(1),
      start: null,
      allDay: true,
    });
    // The limit holds per kind; another user finds none of them.
    expect((await find(client, "yoga", 1)).events).toHaveLength(1);
    expect((await find(client, "yoga")).events.map((e) => e.title)).toEqual([
      "Yoga class",
      "Yoga retreat",
    ]);
    const other = await signedInClient("search-events-other");
    expect((await find(other.client, "dentist")).events).toEqual([]);
  });
});
