import { describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/api-client";
import { CATEGORIES } from "@/lib/categories";

const even = () => Object.fromEntries(CATEGORIES.map((c) => [c, 12.5]));

describe("settings API", () => {
  it("returns defaults for a new user", async () => {
    const { client } = await signedInClient("settings");
    const res = await client.get("/api/settings");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ categoryNames: {}, categoryPercentages: even(), hasPremium: false });
  });

  it("saves percentages that total 100 within 0.1, refuses others", async () => {
    const { client } = await signedInClient("pct");
    const p = { ...even(), health: 30, finances: 10, romance: 10.05, fun_recreation: 0, personal_growth: 12.45 };
    // 12.5*3 + 30 + 10 + 10.05 + 0 + 12.45 = 100
    const ok = await client.patch("/api/settings", { categoryPercentages: p });
    expect(ok.status).toBe(200);
    expect(ok.body.categoryPercentages.health).toBe(30);

    const bad = await client.patch("/api/settings", { categoryPercentages: { ...even(), health: 20 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Percentages must total 100%. Current total: 107.5%");
    const missing = await client.patch("/api/settings", { categoryPercentages: { health: 100 } });
    expect(missing.status).toBe(400);
    const negative = await client.patch("/api/settings", { categoryPercentages: { ...even(), health: -12.5, finances: 37.5 } });
    expect(negative.status).toBe(400);
  });

  it("refuses category names from a free user with PREMIUM_REQUIRED", async () => {
    const { client } = await signedInClient("names");
    const res = await client.patch("/api/settings", { categoryNames: { health: "Body" } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("PREMIUM_REQUIRED");
    expect((await client.get("/api/settings")).body.categoryNames).toEqual({});
  });
});
