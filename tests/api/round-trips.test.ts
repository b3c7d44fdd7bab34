// Database round trips per request (issue 30, item 4), counted the way the bench counts them
// (db/round-trips.ts: BENCH_COUNT_ROUND_TRIPS=1 and an X-Db-Round-Trips header on the request).
// The limits: GET /api/tasks ≤ 2 (the session and the list) and PATCH ≤ 3 with the session checked
// against the database each time (SESSION_CACHE_MS=0, as after the cache's half second on
// PostgreSQL); POST ≤ 3 with an Idempotency-Key (its claim, the insert with the order and the cap,
// keeping the answer) from a session checked moments ago, ≤ 2 without a key from a cold session.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signedInClient, type ApiClient } from "../helpers/api-client";

vi.hoisted(() => {
  process.env.BENCH_COUNT_ROUND_TRIPS = "1";
  process.env.SESSION_CACHE_MS = "0";
});

const COUNT = { "X-Db-Round-Trips": "?" };

async function roundTrips(
  client: ApiClient,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const res = await client.request(method, url, body, { headers: { ...COUNT, ...headers } });
  expect(res.status, `${method} ${url}: ${res.text}`).toBeLessThan(300);
  return Number(res.headers.get("X-Db-Round-Trips"));
}

describe("database round trips per request", () => {
  let client: ApiClient;
  beforeAll(async () => {
    ({ client } = await signedInClient("round-trips"));
    for (let i = 0; i < 5; i++)
      await client.post("/api/tasks", { description: `Task ${i}`, category: "health" });
  });

  it("is not reported without the bench's switch", async () => {
    vi.stubEnv("BENCH_COUNT_ROUND_TRIPS", "");
    try {
      const res = await client.request("GET", "/api/tasks", undefined, { headers: COUNT });
      expect(res.headers.get("X-Db-Round-Trips")).toBeNull();
    } finally {
      vi.stubEnv("BENCH_COUNT_ROUND_TRIPS", "1");
    }
  });

  it("GET /api/tasks: at most the session and the list", async () => {
    const n = await roundTrips(client, "GET", "/api/tasks");
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(2);
  });

  it("POST /api/tasks: at most 3 with an Idempotency-Key, and a replay creates nothing", async () => {
    const body = { description: "Counted", category: "finances" };
    expect(await roundTrips(client, "POST", "/api/tasks", body)).toBeLessThanOrEqual(2);
    vi.stubEnv("SESSION_CACHE_MS", "60000");
    try {
      await client.get("/api/tasks"); // the session checked moments ago
      // The first keyed call of a process also sweeps every user's expired keys (then every 10 min).
      const first = { "Idempotency-Key": "round-trips-0" };
      expect(await roundTrips(client, "POST", "/api/tasks", body, first)).toBeLessThanOrEqual(4);
      const key = { "Idempotency-Key": "round-trips-1" };
      expect(await roundTrips(client, "POST", "/api/tasks", body, key)).toBeLessThanOrEqual(3);
      expect(await roundTrips(client, "POST", "/api/tasks", body, key)).toBeLessThanOrEqual(3);
    } finally {
      vi.stubEnv("SESSION_CACHE_MS", "0");
    }
    const list = (await client.get("/api/tasks")).body as { description: string }[];
    expect(list.filter((t) => t.description === "Counted")).toHaveLength(3);
  });

  it("PATCH /api/tasks/{id}: at most 3 (tick, untick, text)", async () => {
    const [task] = (await client.get("/api/tasks")).body as { id: number }[];
    const url = `/api/tasks/${task!.id}`;
    expect(await roundTrips(client, "PATCH", url, { completed: true })).toBeLessThanOrEqual(3);
    expect(await roundTrips(client, "PATCH", url, { completed: false })).toBeLessThanOrEqual(3);
    expect(await roundTrips(client, "PATCH", url, { description: "Edited" })).toBeLessThanOrEqual(
      3,
    );
  });
});
