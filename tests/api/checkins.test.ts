// Issue 45: satisfaction check-ins. PUT is 201 the first time a day, 200 replacing it; the future,
// a missing or extra area and a score outside 1-10 are a 400 naming the field; GET is newest
// first within from/to; DELETE; another user's day is a 404; Settings say when one is due.
import { describe, expect, it } from "vitest";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { CATEGORIES } from "@/lib/categories";
import { todayIn } from "@/lib/time/clock";
import { addDays } from "@/lib/time/days";
import { exportUserData } from "@/lib/account/export";

const scores = (over: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(CATEGORIES.map((c, i) => [c, (i % 10) + 1])),
  ...over,
});
const put = (client: ApiClient, date: string, body: unknown) =>
  client.request("PUT", `/api/checkins/${date}`, body);

describe("check-ins API", () => {
  it("creates (201), replaces (200), lists newest first and deletes", async () => {
    const { client } = await signedInClient("checkin-basic");
    const today = todayIn("UTC");
    const first = await put(client, today, { scores: scores(), note: "  A good month  " });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ date: today, scores: scores(), note: "A good month" });

    const again = await put(client, today, { scores: scores({ health: 9 }) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ date: today, scores: scores({ health: 9 }), note: null });

    const older = addDays(today, -40);
    expect((await put(client, older, { scores: scores({ romance: 2 }) })).status).toBe(201);
    const list = await client.get("/api/checkins");
    expect(list.status).toBe(200);
    expect(list.body.map((c: { date: string }) => c.date)).toEqual([today, older]);
    expect(list.body[1].scores.romance).toBe(2);

    // from/to are inclusive days.
    expect((await client.get(`/api/checkins?from=${today}`)).body).toHaveLength(1);
    expect((await client.get(`/api/checkins?to=${older}`)).body).toHaveLength(1);
    expect((await client.get(`/api/checkins?from=${older}&to=${today}`)).body).toHaveLength(2);
    const backwards = await client.get(`/api/checkins?from=${today}&to=${older}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe("from");
    expect((await client.get("/api/checkins?from=yesterday")).status).toBe(400);

    expect((await client.request("DELETE", `/api/checkins/${older}`)).status).toBe(204);
    expect((await client.request("DELETE", `/api/checkins/${older}`)).status).toBe(404);
    expect((await client.get("/api/checkins")).body).toHaveLength(1);
  });

  it("refuses the future, a missing or extra area and a score outside 1-10, naming the field", async () => {
    const { client } = await signedInClient("checkin-bad");
    const today = todayIn("UTC");
    const cases: [string, unknown, string][] = [
      [addDays(today, 2), { scores: scores() }, "date"],
      ["2026-02-30", { scores: scores() }, "date"],
      ["today", { scores: scores() }, "date"],
      [today, { scores: { ...scores(), health: undefined } }, "scores.health"],
      [today, { scores: scores({ walking: 5 }) }, "scores.walking"],
      [today, { scores: scores({ health: 0 }) }, "scores.health"],
      [today, { scores: scores({ health: 11 }) }, "scores.health"],
      [today, { scores: scores({ health: 5.5 }) }, "scores.health"],
      [today, { scores: scores({ health: "5" }) }, "scores.health"],
      [today, { scores: "all tens" }, "scores"],
      [today, { scores: scores(), note: "x".repeat(2001) }, "note"],
      [today, { scores: scores(), mood: "happy" }, "mood"],
      [today, {}, "scores"],
    ];
    for (const [date, body, field] of cases) {
      const res = await put(client, date, body);
      expect(res.status, `${date} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.body.field, JSON.stringify(body).slice(0, 80)).toBe(field);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await client.get("/api/checkins")).body).toEqual([]);
    // A note of exactly 2,000 characters is fine.
    expect((await put(client, today, { scores: scores(), note: "y".repeat(2000) })).status).toBe(
      201,
    );
  });

  it("keeps each user's check-ins apart: another user's day is a 404", async () => {
    const a = await signedInClient("checkin-a");
    const b = await signedInClient("checkin-b");
    const today = todayIn("UTC");
    expect((await put(a.client, today, { scores: scores() })).status).toBe(201);
    expect((await b.client.get("/api/checkins")).body).toEqual([]);
    expect((await b.client.request("DELETE", `/api/checkins/${today}`)).status).toBe(404);
    expect((await a.client.get("/api/checkins")).body).toHaveLength(1);
    // B's own check-in on the same day is B's, and A's stays as it was.
    expect((await put(b.client, today, { scores: scores({ health: 1 }) })).status).toBe(201);
    expect((await a.client.get("/api/checkins")).body[0].scores).toEqual(scores());
    expect((await new ApiClient().get("/api/checkins")).status).toBe(401);
  });

  it("settings say when a check-in is due and take checkinEvery", async () => {
    const { client, user } = await signedInClient("checkin-due");
    const settings = await client.get("/api/settings");
    expect(settings.body).toMatchObject({ checkinEvery: "month", checkinDue: true });
    const today = todayIn("UTC");
    await put(client, today, { scores: scores() });
    expect((await client.get("/api/settings")).body.checkinDue).toBe(false);

    // A check-in 8 days ago: due again on a weekly rhythm, not on a monthly one.
    await client.request("DELETE", `/api/checkins/${today}`);
    await put(client, addDays(today, -8), { scores: scores() });
    expect((await client.get("/api/settings")).body.checkinDue).toBe(false);
    const weekly = await client.patch("/api/settings", { checkinEvery: "week" });
    expect(weekly.status).toBe(200);
    expect(weekly.body).toMatchObject({ checkinEvery: "week", checkinDue: true });
    const off = await client.patch("/api/settings", { checkinEvery: "off" });
    expect(off.body).toMatchObject({ checkinEvery: "off", checkinDue: false });
    const bad = await client.patch("/api/settings", { checkinEvery: "daily" });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("checkinEvery");

    // In the export.
    const data = await exportUserData(user.id);
    expect(data.checkins).toEqual([
      {
        date: addDays(today, -8),
        scores: scores(),
        note: null,
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      },
    ]);
    expect(data.settings?.checkinEvery).toBe("off");
  });
});
