import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { CATEGORIES } from "@/lib/categories";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";

async function premiumClient(prefix: string) {
  const u = await signedInClient(prefix);
  const db = await getDb();
  await db
    .update(users)
    .set({ freePremiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, u.user.id));
  return u;
}

const TIME_DEFAULTS = {
  defaultEstimateMinutes: 30,
  balanceBy: "time",
  dayMinutes: [120, 120, 120, 120, 120, 240, 240],
  dayHours: { morning: "09:00", afternoon: "14:00", evening: "18:00", night: "20:00" },
  // Issue 45: monthly check-ins by default; the first one is due from the first day.
  checkinEvery: "month",
  checkinDue: true,
  // Issue 46: weeks start on Monday until the user chooses.
  weekStart: 1,
  // Issue 47 item 11: single-key shortcuts are on until turned off.
  keyboardShortcuts: true,
};
const even = () => Object.fromEntries(CATEGORIES.map((c) => [c, 12.5]));

describe("settings API", () => {
  it("returns defaults for a new user", async () => {
    const { client } = await signedInClient("settings");
    const res = await client.get("/api/settings");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      categoryNames: {},
      categoryPercentages: even(),
      timeZone: "UTC",
      remindersEnabled: false,
      reminderHour: 8,
      pushLeadMinutes: 0,
      defaultEstimateMinutes: 30,
      balanceBy: "time",
      dayMinutes: [120, 120, 120, 120, 120, 240, 240],
      dayHours: { morning: "09:00", afternoon: "14:00", evening: "18:00", night: "20:00" },
      checkinEvery: "month",
      checkinDue: true,
      weekStart: 1,
      keyboardShortcuts: true,
      hasPremium: false,
    });
  });

  it("saves the week start (issue 46), which habits' weeks then count in, and refuses others", async () => {
    const { client } = await signedInClient("week-start");
    const habit = await client.post("/api/habits", {
      title: "Swim",
      category: "health",
      target: { times: 2, per: "week" },
    });
    expect(habit.body.weekStart).toBe(1);
    for (const weekStart of [0, 6, 1, 0]) {
      const ok = await client.patch("/api/settings", { weekStart });
      expect(ok.status).toBe(200);
      expect(ok.body.weekStart).toBe(weekStart);
    }
    // Another change keeps it, and the habits read it.
    await client.patch("/api/settings", { reminderHour: 7 });
    expect((await client.get("/api/settings")).body.weekStart).toBe(0);
    expect((await client.get(`/api/habits/${habit.body.id}`)).body.weekStart).toBe(0);
    for (const weekStart of [2, 3, 4, 5, 7, -1, 1.5, "1", "monday", null, true])
      for (const body of [{ weekStart }, { weekStart, reminderHour: 9 }]) {
        const res = await client.patch("/api/settings", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.field, JSON.stringify(body)).toBe("weekStart");
      }
    expect((await client.get("/api/settings")).body).toMatchObject({
      weekStart: 0,
      reminderHour: 7,
    });
  });

  it("turns the single-key shortcuts off and on again (issue 47, WCAG 2.1.4)", async () => {
    const { client } = await signedInClient("settings-keys");
    const off = await client.patch("/api/settings", { keyboardShortcuts: false });
    expect(off.status).toBe(200);
    expect(off.body.keyboardShortcuts).toBe(false);
    expect((await client.get("/api/settings")).body.keyboardShortcuts).toBe(false);
    const bad = await client.patch("/api/settings", { keyboardShortcuts: "no" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/keyboardShortcuts/);
    const on = await client.patch("/api/settings", { keyboardShortcuts: true });
    expect(on.body.keyboardShortcuts).toBe(true);
  });

  it("saves the part-of-day hours quick add uses (issue 47), one part at a time, and refuses bad ones", async () => {
    const { client } = await signedInClient("day-hours");
    const ok = await client.patch("/api/settings", { dayHours: { morning: "07:30" } });
    expect(ok.status).toBe(200);
    expect(ok.body.dayHours).toEqual({
      morning: "07:30",
      afternoon: "14:00",
      evening: "18:00",
      night: "20:00",
    });
    await client.patch("/api/settings", { dayHours: { evening: "19:00", night: "22:15" } });
    expect((await client.get("/api/settings")).body.dayHours).toEqual({
      morning: "07:30",
      afternoon: "14:00",
      evening: "19:00",
      night: "22:15",
    });
    // Quick add on the server reads them.
    const parsed = await client.post("/api/tasks/parse", { text: "Run tomorrow morning" });
    expect(parsed.body).toMatchObject({ description: "Run", dueTime: "07:30" });
    const tonight = await client.post("/api/tasks/parse", { text: "Read tonight" });
    expect(tonight.body.dueTime).toBe("22:15");
    for (const [body, field] of [
      [{ dayHours: { morning: "7am" } }, "dayHours.morning"],
      [{ dayHours: { night: "24:00" } }, "dayHours.night"],
      [{ dayHours: { noon: "12:00" } }, "dayHours.noon"],
      [{ dayHours: "09:00" }, "dayHours"],
      [{ dayHours: { evening: 18 } }, "dayHours.evening"],
    ] as const) {
      const res = await client.patch("/api/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await client.get("/api/settings")).body.dayHours.morning).toBe("07:30");
  });

  it("saves the time settings (issue 27) and refuses bad ones naming the field", async () => {
    const { client } = await signedInClient("time-settings");
    const ok = await client.patch("/api/settings", {
      defaultEstimateMinutes: 45,
      balanceBy: "count",
      dayMinutes: [60, 60, 60, 60, 0, 300, 1440],
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      defaultEstimateMinutes: 45,
      balanceBy: "count",
      dayMinutes: [60, 60, 60, 60, 0, 300, 1440],
    });
    // Another change keeps them.
    await client.patch("/api/settings", { reminderHour: 9 });
    expect((await client.get("/api/settings")).body).toMatchObject({
      defaultEstimateMinutes: 45,
      balanceBy: "count",
      reminderHour: 9,
    });
    for (const [body, field] of [
      [{ defaultEstimateMinutes: 0 }, "defaultEstimateMinutes"],
      [{ defaultEstimateMinutes: 1441 }, "defaultEstimateMinutes"],
      [{ defaultEstimateMinutes: 2.5 }, "defaultEstimateMinutes"],
      [{ defaultEstimateMinutes: null }, "defaultEstimateMinutes"],
      [{ balanceBy: "hours" }, "balanceBy"],
      [{ dayMinutes: [60, 60] }, "dayMinutes"],
      [{ dayMinutes: [60, 60, 60, 60, 60, 60, -1] }, "dayMinutes.6"],
      [{ dayMinutes: [60, 60, 60, 60, 60, 60, 1441] }, "dayMinutes.6"],
      [{ dayMinutes: "120" }, "dayMinutes"],
    ] as const) {
      const res = await client.patch("/api/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await client.get("/api/settings")).body).toMatchObject({
      defaultEstimateMinutes: 45,
      balanceBy: "count",
    });
  });

  it("saves percentages that total 100 within 0.1, refuses others", async () => {
    const { client } = await signedInClient("pct");
    const p = {
      ...even(),
      health: 30,
      finances: 10,
      romance: 10.05,
      fun_recreation: 0,
      personal_growth: 12.45,
    };
    // 12.5*3 + 30 + 10 + 10.05 + 0 + 12.45 = 100
    const ok = await client.patch("/api/settings", { categoryPercentages: p });
    expect(ok.status).toBe(200);
    expect(ok.body.categoryPercentages.health).toBe(30);

    const bad = await client.patch("/api/settings", {
      categoryPercentages: { ...even(), health: 20 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Percentages must total 100%. Current total: 107.5%");
    const missing = await client.patch("/api/settings", { categoryPercentages: { health: 100 } });
    expect(missing.status).toBe(400);
    const negative = await client.patch("/api/settings", {
      categoryPercentages: { ...even(), health: -12.5, finances: 37.5 },
    });
    expect(negative.status).toBe(400);
  });

  it("refuses category names from a free user with PREMIUM_REQUIRED", async () => {
    const { client } = await signedInClient("names");
    const res = await client.patch("/api/settings", { categoryNames: { health: "Body" } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("PREMIUM_REQUIRED");
    expect((await client.get("/api/settings")).body.categoryNames).toEqual({});
  });

  it("saves category names for a premium user, trimmed, with percentages in the same call", async () => {
    const { client } = await premiumClient("names-premium");
    const res = await client.patch("/api/settings", {
      categoryPercentages: { ...even(), health: 25, fun_recreation: 0 },
      categoryNames: { health: "  Body & Mind  ", business_career: "Work" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      categoryNames: { health: "Body & Mind", business_career: "Work" },
      categoryPercentages: { ...even(), health: 25, fun_recreation: 0 },
      timeZone: "UTC",
      remindersEnabled: false,
      reminderHour: 8,
      pushLeadMinutes: 0,
      ...TIME_DEFAULTS,
      hasPremium: true,
    });
    // A blank name goes back to the default label; the names map is replaced as a whole.
    const cleared = await client.patch("/api/settings", {
      categoryNames: { health: "", business_career: "Work" },
    });
    expect(cleared.body.categoryNames).toEqual({ business_career: "Work" });
  });

  it("refuses bad names: over 30 characters, unknown areas, not strings", async () => {
    const { client } = await premiumClient("names-bad");
    const long = await client.patch("/api/settings", { categoryNames: { health: "x".repeat(31) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Category names can be at most 30 characters");
    expect(
      (await client.patch("/api/settings", { categoryNames: { health: "x".repeat(30) } })).status,
    ).toBe(200);
    expect((await client.patch("/api/settings", { categoryNames: { sports: "Gym" } })).status).toBe(
      400,
    );
    expect((await client.patch("/api/settings", { categoryNames: { health: 5 } })).status).toBe(
      400,
    );
    expect((await client.patch("/api/settings", {})).status).toBe(400);
    expect(
      (await client.patch("/api/settings", { categoryPercentages: { ...even(), health: "12.5" } }))
        .status,
    ).toBe(400);
    expect(
      (
        await client.patch("/api/settings", {
          categoryPercentages: { ...even(), health: 112.5, finances: -87.5 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await client.patch("/api/settings", { categoryPercentages: even(), theme: "dark" })).status,
    ).toBe(400);
  });

  it("keeps each user's settings to themselves and needs a session", async () => {
    const a = await premiumClient("iso-a");
    const b = await signedInClient("iso-b");
    await a.client.patch("/api/settings", {
      categoryNames: { romance: "Love" },
      categoryPercentages: { ...even(), romance: 20, health: 5 },
    });
    expect((await b.client.get("/api/settings")).body).toEqual({
      categoryNames: {},
      categoryPercentages: even(),
      timeZone: "UTC",
      remindersEnabled: false,
      reminderHour: 8,
      pushLeadMinutes: 0,
      ...TIME_DEFAULTS,
      hasPremium: false,
    });
    expect((await new ApiClient().get("/api/settings")).status).toBe(401);
    expect(
      (await new ApiClient().patch("/api/settings", { categoryPercentages: even() })).status,
    ).toBe(401);
  });
});

describe("push lead (issue 28)", () => {
  it("saves 0, 5, 15, 30 or 60 minutes and refuses anything else with a 400 naming the field", async () => {
    const { client } = await signedInClient("lead");
    for (const lead of [5, 15, 30, 60, 0])
      expect(
        (await client.patch("/api/settings", { pushLeadMinutes: lead })).body.pushLeadMinutes,
      ).toBe(lead);
    for (const bad of [10, -5, 61, 1.5, "15", null]) {
      const res = await client.patch("/api/settings", { pushLeadMinutes: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.message).toMatch(/pushLeadMinutes/);
    }
    expect((await client.get("/api/settings")).body.pushLeadMinutes).toBe(0);
  });
});
