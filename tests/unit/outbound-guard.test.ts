// The one outbound guard (lib/net): which addresses the server will request on a user's behalf.
// The URL half is pure; the connect-time half is tested against real local servers, with DNS
// answered by a stand-in resolver so that a public-looking name can resolve to loopback.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "@/lib/net/address";
import { allowedHostsFrom, isAllowedHost } from "@/lib/net/allowed-hosts";
import { checkOutboundUrl } from "@/lib/net/outbound-url";
import { outboundTest } from "@/lib/net/agent";
import { guardedGet, OutboundError } from "@/lib/net/fetch";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "0.0.0.0",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "100.64.0.1",
    "169.254.169.254",
    "224.0.0.1",
    "255.255.255.255",
    "192.0.2.1",
    "198.18.0.1",
    "240.0.0.1",
    "::1",
    "[::1]",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::",
    "2001::1",
    "not an address",
    "0x7f.0.0.1",
  ])("refuses %s", (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(["142.250.74.10", "8.8.8.8", "2a00:1450:4007:80e::200a", "::ffff:8.8.8.8"])(
    "accepts %s",
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );
});

describe("allowed hosts", () => {
  it("reads host and host:port entries; a bare host means the default port", () => {
    const list = allowedHostsFrom(" Calendar.local:8080 , intranet ");
    expect(list).toEqual(["calendar.local:8080", "intranet"]);
    expect(isAllowedHost("calendar.local", "8080", "443", list)).toBe(true);
    expect(isAllowedHost("calendar.local", "", "443", list)).toBe(false);
    expect(isAllowedHost("intranet", "", "443", list)).toBe(true);
    expect(isAllowedHost("intranet", "443", "443", list)).toBe(true);
    expect(isAllowedHost("intranet", "8443", "443", list)).toBe(false);
  });
});

describe("checkOutboundUrl", () => {
  const none = { allowedHosts: [] as string[] };
  // Spellings that WHATWG URL and Node's legacy url.parse (web-push's) read as different hosts,
  // and every spelling of an internal address.
  it.each([
    "https://127.0.0.1;.push.apple.com/probe",
    "https://127.0.0.1'.push.apple.com/probe",
    'https://127.0.0.1".push.apple.com/probe',
    "https://127.0.0.1`.push.apple.com/probe",
    "https://127.0.0.1{.push.apple.com/probe",
    "https://127.0.0.1}.push.apple.com/probe",
    "https://127.0.0.1/x",
    "https://2130706433/x",
    "https://0177.0.0.1/x",
    "https://0x7f.0.0.1/x",
    "https://0x7f000001/x",
    "https://127.1/x",
    "https://[::1]/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://[::ffff:7f00:1]/x",
    "https://0.0.0.0/x",
    "https://169.254.169.254/latest/meta-data",
    "https://10.1.2.3/x",
    "https://[fd00::1]/x",
    "https://user:pw@fcm.googleapis.com/x",
    "http://calendar.example.com/x.ics",
    "ftp://example.com/x",
    "javascript:alert(1)",
    "not a url",
  ])("refuses %s", (raw) => expect(checkOutboundUrl(raw, none).ok).toBe(false));

  it("accepts a public https address and gives its canonical form", () => {
    const r = checkOutboundUrl("https://Calendar.Google.com/calendar/ical/a%40b/basic.ics", none);
    expect(r).toMatchObject({
      ok: true,
      value: {
        href: "https://calendar.google.com/calendar/ical/a%40b/basic.ics",
        allowedHost: false,
      },
    });
  });

  it("refuses a non-canonical spelling where the caller requires the canonical one", () => {
    const raw = "https://FCM.googleapis.com/fcm/send/abc";
    expect(checkOutboundUrl(raw, { ...none, requireCanonical: true }).ok).toBe(false);
    expect(
      checkOutboundUrl("https://fcm.googleapis.com/fcm/send/abc", {
        ...none,
        requireCanonical: true,
      }).ok,
    ).toBe(true);
  });

  it("lets an operator-named host be private, and plain http", () => {
    const rules = { allowedHosts: ["127.0.0.1:8080"] };
    expect(checkOutboundUrl("http://127.0.0.1:8080/cal.ics", rules)).toMatchObject({
      ok: true,
      value: { allowedHost: true },
    });
    expect(checkOutboundUrl("http://127.0.0.1:8081/cal.ics", rules).ok).toBe(false);
  });
});

describe("guardedGet", () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  const routes: Record<string, (res: http.ServerResponse) => void> = {};
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits++;
      const handler = routes[req.url ?? ""];
      if (handler) handler(res);
      else res.writeHead(200, { "content-type": "text/calendar" }).end("BEGIN:VCALENDAR\r\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    outboundTest.resolve = undefined;
    hits = 0;
  });
  const opts = () => ({ allowedHosts: [`127.0.0.1:${port}`], maxBytes: 1000, timeoutMs: 2000 });

  it("reads an allowed local server", async () => {
    const res = await guardedGet(`http://127.0.0.1:${port}/cal.ics`, opts());
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe("BEGIN:VCALENDAR\r\n");
  });

  it("refuses, at connect time, a public-looking name that resolves to loopback", async () => {
    // The name passes the URL check; the stand-in DNS answers 127.0.0.1, as a rebinding attacker would.
    outboundTest.resolve = (_host, _o, cb) => cb(null, [{ address: "127.0.0.1", family: 4 }]);
    const err = await guardedGet(`https://calendar.example.com:${port}/cal.ics`, {
      ...opts(),
      allowedHosts: [],
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundError);
    expect((err as OutboundError).kind).toBe("refused");
    expect(hits).toBe(0);
  });

  it("refuses a mixed DNS answer that hides a private address", async () => {
    outboundTest.resolve = (_host, _o, cb) =>
      cb(null, [
        { address: "8.8.8.8", family: 4 },
        { address: "10.0.0.1", family: 4 },
      ]);
    const err = await guardedGet("https://calendar.example.com/cal.ics", {
      ...opts(),
      allowedHosts: [],
    }).catch((e: unknown) => e);
    expect((err as OutboundError).kind).toBe("refused");
  });

  it("checks every redirect again: a redirect to loopback is refused before connecting", async () => {
    routes["/moved"] = (res) => res.writeHead(302, { location: "http://127.0.0.1:1/x" }).end();
    const err = await guardedGet(`http://127.0.0.1:${port}/moved`, opts()).catch((e: unknown) => e);
    expect((err as OutboundError).kind).toBe("refused");
    expect(hits).toBe(1);
  });

  it("follows at most three redirects", async () => {
    routes["/loop"] = (res) => res.writeHead(301, { location: "/loop" }).end();
    const err = await guardedGet(`http://127.0.0.1:${port}/loop`, opts()).catch((e: unknown) => e);
    expect((err as OutboundError).kind).toBe("redirects");
    expect(hits).toBe(4);
  });

  it("stops reading past the byte limit, declared or not", async () => {
    routes["/big"] = (res) =>
      res.writeHead(200, { "content-length": "5000" }).end("x".repeat(5000));
    routes["/chunked"] = (res) => {
      res.writeHead(200);
      for (let i = 0; i < 10; i++) res.write("y".repeat(500));
      res.end();
    };
    for (const p of ["/big", "/chunked"]) {
      const err = await guardedGet(`http://127.0.0.1:${port}${p}`, opts()).catch((e: unknown) => e);
      expect((err as OutboundError).kind).toBe("too-large");
    }
  });

  it("gives up on a server that never answers", async () => {
    routes["/hang"] = () => {};
    const err = await guardedGet(`http://127.0.0.1:${port}/hang`, {
      ...opts(),
      timeoutMs: 300,
    }).catch((e: unknown) => e);
    expect((err as OutboundError).kind).toBe("timeout");
  });
});
