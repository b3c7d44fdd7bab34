// Access matrix (OWASP ASVS 8.2/8.3): one table of every API route and who may call it drives the
// checks: anonymous → 401; another user's resource → 404 with the row unchanged; a free user on a
// premium route → 403 PREMIUM_REQUIRED; the owner → the route's one success status. A route file in app/api that the table
// does not list fails the test, so new endpoints cannot skip this review.
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, listApiRoutes } from "../helpers/api-client";
import { key, snapshot, TABLE, url, userWithResources, type Entry } from "../helpers/route-table";

describe("access matrix", () => {
  let owner: Awaited<ReturnType<typeof userWithResources>>;
  let other: Awaited<ReturnType<typeof userWithResources>>;
  let free: Awaited<ReturnType<typeof userWithResources>>;

  beforeAll(async () => {
    owner = await userWithResources("owner", true);
    other = await userWithResources("other", true);
    free = await userWithResources("free", false);
  }, 120_000);

  it("lists every route handler in app/api", () => {
    const inTable = new Set(TABLE.map((e) => key(e.method, e.path)));
    const missing: string[] = [];
    for (const route of listApiRoutes()) {
      const source = fs.readFileSync(route.file, "utf8");
      for (const m of source.matchAll(
        /export (?:const|async function) (GET|POST|PATCH|PUT|DELETE)\b/g,
      )) {
        if (!inTable.has(key(m[1]!, route.template))) missing.push(key(m[1]!, route.template));
      }
    }
    expect(missing, "routes missing from the access table").toEqual([]);
  });

  it("premium routes say so with the wrapper's premium option, and only they do", () => {
    const premium = new Set(
      TABLE.filter((e) => e.access === "premium").map((e) => key(e.method, e.path)),
    );
    const declared: string[] = [];
    for (const route of listApiRoutes()) {
      const source = fs.readFileSync(route.file, "utf8");
      for (const m of source.matchAll(
        /export const (GET|POST|PATCH|PUT|DELETE) = route\(\s*\{([^}]*)/g,
      )) {
        if (/\bpremium\b/.test(m[2]!)) declared.push(key(m[1]!, route.template));
      }
    }
    expect(declared.sort()).toEqual([...premium].sort());
  });

  it("anonymous callers get 401 on every signed-in route", async () => {
    const anon = new ApiClient();
    for (const e of TABLE.filter((t) => t.access === "user" || t.access === "premium")) {
      const res = await anon.request(e.method, url(e, owner), e.body?.(owner));
      expect(res.status, key(e.method, e.path)).toBe(401);
      expect(res.body, key(e.method, e.path)).toMatchObject({ message: expect.any(String) });
    }
  });

  it("another user's resource is a 404 and stays unchanged", async () => {
    for (const e of TABLE.filter((t) => t.owned)) {
      // A route with a setup (restore) gets an owner of its own, whose row it may delete first.
      const target = e.setup ? await userWithResources("owner-setup", true) : owner;
      await e.setup?.(target);
      const before = await snapshot(target, e.owned!);
      const res = await other.client.request(e.method, url(e, target), e.body?.(other));
      expect(res.status, key(e.method, e.path)).toBe(404);
      expect(await snapshot(target, e.owned!), key(e.method, e.path)).toBe(before);
    }
  }, 120_000);

  it("a free user on a premium route gets 403 PREMIUM_REQUIRED", async () => {
    for (const e of TABLE.filter((t) => t.access === "premium")) {
      const res = await free.client.request(e.method, url(e, free), e.body?.(free));
      expect(res.status, key(e.method, e.path)).toBe(403);
      expect(res.body.code, key(e.method, e.path)).toBe("PREMIUM_REQUIRED");
    }
  });

  it("the owner gets each route's one success status", async () => {
    // Destructive routes run last; they, and routes that need state set up first, each get a fresh owner.
    const order = (e: Entry) =>
      e.path === "/api/account"
        ? 3
        : e.method === "DELETE"
          ? 2
          : e.path === "/api/account/password"
            ? 1
            : 0;
    const fresh = (e: Entry) =>
      e.method === "DELETE" ||
      e.path === "/api/account/password" ||
      e.prepare !== undefined ||
      e.setup !== undefined;
    for (const e of TABLE.filter((t) => t.access === "user" || t.access === "premium").sort(
      (a, b) => order(a) - order(b),
    )) {
      const ctx = fresh(e) ? await userWithResources("owner-fresh", true) : owner;
      await e.setup?.(ctx);
      const prepared = await e.prepare?.(ctx);
      const res = await ctx.client.request(e.method, url(e, ctx), e.body?.(ctx, prepared));
      expect
        .soft(res.status, `${key(e.method, e.path)} → ${res.status} ${res.text.slice(0, 200)}`)
        .toBe(e.ok ?? 200);
    }
  }, 240_000);
});
