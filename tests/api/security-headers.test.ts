// The security headers on every API response (issue 30). On a Node server they are set in one
// place, the server hook (lib/server/http-hook.ts), before Next answers; next.config's rules leave
// /api/ alone there (on Vercel, where the hook never runs, the rules cover /api/ instead). Here
// every route of the access table is called in-process and its answer is sent through a real Node
// server with the real hook installed, copied onto the Node response the way Next does
// (send-response.js: a header is copied only when the response does not have it yet), and the
// headers are read off the wire: on a success, a refusal (401) and an error alike, each once.
// tests/api/security-headers-server.test.ts checks the same on the built app under `next start`.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, signedInClient, type ApiResponse } from "../helpers/api-client";
import { key, TABLE, url, userWithResources } from "../helpers/route-table";
import { installHttpHook } from "@/lib/server/http-hook";
import { apiSecurityHeaders } from "@/lib/server/security-headers";

const EXPECTED = apiSecurityHeaders(false);

function expectSecurityHeaders(headers: Headers, what: string) {
  // A header sent twice would read "a, a" here.
  for (const [name, value] of EXPECTED) expect(headers.get(name), `${what}: ${name}`).toBe(value);
  expect(headers.get("content-security-policy"), what).toContain("script-src 'self' https:");
}

const pending = new Map<string, () => Promise<ApiResponse>>();
let server: http.Server;
let origin = "";
let calls = 0;

beforeAll(async () => {
  installHttpHook();
  server = http.createServer((req, res) => {
    const call = pending.get(String(req.headers["x-test-call"]))!;
    void call().then((answer) => {
      res.statusCode = answer.status;
      answer.headers.forEach((value, name) => {
        if (name !== "set-cookie" && res.getHeader(name) === undefined) res.setHeader(name, value);
      });
      res.end(answer.bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** The in-process answer of `call`, as a client of a Node server with the hook receives it. */
async function throughServer(path: string, call: () => Promise<ApiResponse>) {
  const id = String(++calls);
  pending.set(id, call);
  const res = await fetch(`${origin}${new URL(path, "http://x").pathname}`, {
    headers: { "x-test-call": id },
    redirect: "manual",
  });
  await res.arrayBuffer();
  pending.delete(id);
  return res;
}

describe("security headers on API responses", () => {
  let owner: Awaited<ReturnType<typeof userWithResources>>;
  beforeAll(async () => {
    owner = await userWithResources("headers", true);
  }, 120_000);

  it("every route answers an anonymous caller with them", async () => {
    const anon = new ApiClient();
    for (const e of TABLE) {
      const path = url(e, owner);
      const res = await throughServer(path, () => anon.request(e.method, path, e.body?.(owner)));
      expectSecurityHeaders(res.headers, `${key(e.method, e.path)} -> ${res.status}`);
    }
  }, 120_000);

  it("on a signed-in success, a bad request and a missing row, with Cache-Control kept", async () => {
    const { client } = await signedInClient("headers-user");
    const list = await throughServer("/api/tasks", () => client.get("/api/tasks"));
    expect(list.status).toBe(200);
    expectSecurityHeaders(list.headers, "GET /api/tasks");
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const bad = await throughServer("/api/tasks", () =>
      client.post("/api/tasks", { description: "" }),
    );
    expect(bad.status).toBe(400);
    expectSecurityHeaders(bad.headers, "POST /api/tasks 400");
    const missing = await throughServer("/api/tasks/999999", () =>
      client.request("PATCH", "/api/tasks/999999", { completed: true }),
    );
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, "PATCH 404");
  });

  it("a route's own value of one of them does not replace the hook's (Next keeps the first)", async () => {
    const res = await throughServer("/api/health", async () => ({
      status: 200,
      body: null,
      text: "",
      bytes: new Uint8Array(),
      headers: new Headers({ "X-Frame-Options": "SAMEORIGIN" }),
    }));
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});
