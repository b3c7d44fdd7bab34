// The server hook (lib/server/http-hook.ts): route handlers learn the TCP peer (a client cannot
// choose it by sending the header itself), and TRACE is a 405 rather than Next's 500.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installHttpHook } from "@/lib/server/http-hook";
import { PEER_ADDRESS_HEADER } from "@/lib/server/peer-address";
import { apiSecurityHeaders } from "@/lib/server/security-headers";

const seen: (string | string[] | undefined)[] = [];
let server: http.Server;
let port = 0;

beforeAll(async () => {
  installHttpHook();
  installHttpHook(); // twice is harmless
  server = http.createServer((req, res) => {
    seen.push(req.headers[PEER_ADDRESS_HEADER]);
    res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function send(method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: "/" }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("server hook", () => {
  it("stamps every request with the socket's address, over a forged header", async () => {
    seen.length = 0;
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [PEER_ADDRESS_HEADER]: "6.6.6.6", "x-forwarded-for": "6.6.6.6" },
    });
    await fetch(`http://127.0.0.1:${port}/`);
    expect(seen).toEqual(["127.0.0.1", "127.0.0.1"]);
  });

  it("answers TRACE with 405 before the app sees it", async () => {
    seen.length = 0;
    expect(await send("TRACE")).toBe(405);
    expect(await send("GET")).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("puts the API's security headers on every /api/ response (Next's own 404 too), and only there", async () => {
    const api = await fetch(`http://127.0.0.1:${port}/api/no-such-route`);
    for (const [name, value] of apiSecurityHeaders(false))
      expect(api.headers.get(name)).toBe(value);
    // Pages and static files get theirs from next.config's rules and proxy.ts (the page's nonce).
    const page = await fetch(`http://127.0.0.1:${port}/auth`);
    expect(page.headers.get("content-security-policy")).toBeNull();
  });
});
