// The security headers on every API response (issue 30): next.config's rules leave /api/ to the
// route wrapper, so every route of the access table must answer with them itself, on a success,
// a refusal (401) and an error alike. Next's own 404/405 under /api/ get them from the server hook
// (tests/unit/http-hook.test.ts); pages and static files keep the rules (tests/e2e/auth.spec.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { key, TABLE, url, userWithResources } from "../helpers/route-table";
import { apiSecurityHeaders } from "@/lib/server/security-headers";

const EXPECTED = apiSecurityHeaders(false);

function expectSecurityHeaders(headers: Headers, what: string) {
  for (const [name, value] of EXPECTED) expect(headers.get(name), `${what}: ${name}`).toBe(value);
  expect(headers.get("content-security-policy"), what).toContain("script-src 'self' https:");
}

describe("security headers on API responses", () => {
  let owner: Awaited<ReturnType<typeof userWithResources>>;
  beforeAll(async () => {
    owner = await userWithResources("headers", true);
  }, 120_000);

  it("every route answers an anonymous caller with them", async () => {
    const anon = new ApiClient();
    for (const e of TABLE) {
      const res = await anon.request(e.method, url(e, owner), e.body?.(owner));
      expectSecurityHeaders(res.headers, `${key(e.method, e.path)} -> ${res.status}`);
    }
  }, 120_000);

  it("on a signed-in success, a bad request and a missing row, with Cache-Control kept", async () => {
    const { client } = await signedInClient("headers-user");
    const list = await client.get("/api/tasks");
    expect(list.status).toBe(200);
    expectSecurityHeaders(list.headers, "GET /api/tasks");
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const bad = await client.post("/api/tasks", { description: "" });
    expect(bad.status).toBe(400);
    expectSecurityHeaders(bad.headers, "POST /api/tasks 400");
    const missing = await client.request("PATCH", "/api/tasks/999999", { completed: true });
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, "PATCH 404");
  });
});
