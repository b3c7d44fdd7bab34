// Whose address a request is (lib/server/client-address.ts): forwarded headers only from TRUSTED_PROXY.
import { afterEach, describe, expect, it } from "vitest";
import { clientAddress } from "@/lib/server/client-address";
import { PEER_ADDRESS_HEADER } from "@/lib/server/peer-address";

const request = (headers: Record<string, string>) =>
  new Request("http://localhost/api/login", { headers });

afterEach(() => {
  delete process.env.TRUSTED_PROXY;
});

describe("clientAddress", () => {
  it("unset: the TCP peer; forwarded headers are ignored", () => {
    const req = request({
      [PEER_ADDRESS_HEADER]: "203.0.113.5",
      "x-forwarded-for": "1.2.3.4",
      "x-real-ip": "5.6.7.8",
      "cf-connecting-ip": "9.9.9.9",
    });
    expect(clientAddress(req)).toBe("203.0.113.5");
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: "::ffff:198.51.100.7" }))).toBe(
      "198.51.100.7",
    );
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4" }))).toBeNull();
  });

  it("vercel and cloudflare: that platform's header", () => {
    process.env.TRUSTED_PROXY = "vercel";
    expect(
      clientAddress(
        request({ "x-vercel-forwarded-for": "203.0.113.9", "x-forwarded-for": "1.1.1.1" }),
      ),
    ).toBe("203.0.113.9");
    expect(clientAddress(request({ "x-real-ip": "203.0.113.10" }))).toBe("203.0.113.10");
    process.env.TRUSTED_PROXY = "cloudflare";
    expect(
      clientAddress(request({ "cf-connecting-ip": "2001:db8::1", "x-forwarded-for": "1.1.1.1" })),
    ).toBe("2001:db8::1");
    expect(clientAddress(request({ "x-forwarded-for": "1.1.1.1" }))).toBeNull();
    // Reached without passing Cloudflare: the connection's own address.
    expect(
      clientAddress(
        request({ [PEER_ADDRESS_HEADER]: "198.51.100.4", "x-forwarded-for": "1.1.1.1" }),
      ),
    ).toBe("198.51.100.4");
  });

  it("a list of proxies: the right-most hop that is not one of them", () => {
    process.env.TRUSTED_PROXY = "10.0.0.1, 10.1.0.0/16";
    const via = (xff: string, from = "10.0.0.1") =>
      clientAddress(request({ [PEER_ADDRESS_HEADER]: from, "x-forwarded-for": xff }));
    expect(via("203.0.113.1")).toBe("203.0.113.1");
    // The client wrote "6.6.6.6" itself; our proxies appended the real hops after it.
    expect(via("6.6.6.6, 203.0.113.2, 10.1.4.4")).toBe("203.0.113.2");
    // Straight from someone who is not our proxy: its own address, its header ignored.
    expect(via("6.6.6.6", "198.51.100.3")).toBe("198.51.100.3");
    expect(via("not-an-ip")).toBeNull();
  });

  it("drops a port a proxy forwards with the address (one client, one key)", () => {
    process.env.TRUSTED_PROXY = "10.0.0.1";
    const via = (xff: string) =>
      clientAddress(request({ [PEER_ADDRESS_HEADER]: "10.0.0.1", "x-forwarded-for": xff }));
    expect(via("203.0.113.9:51234")).toBe("203.0.113.9");
    expect(via("203.0.113.9:1")).toBe("203.0.113.9");
    expect(via("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(via("[::ffff:203.0.113.9]:80")).toBe("203.0.113.9");
    expect(via("203.0.113.9:port")).toBeNull();
    process.env.TRUSTED_PROXY = "cloudflare";
    expect(clientAddress(request({ "cf-connecting-ip": "198.51.100.7:4431" }))).toBe(
      "198.51.100.7",
    );
  });

  it("refuses a TRUSTED_PROXY entry that is not an address", () => {
    process.env.TRUSTED_PROXY = "proxy.internal";
    expect(() => clientAddress(request({ [PEER_ADDRESS_HEADER]: "10.0.0.1" }))).toThrow(
      /TRUSTED_PROXY/,
    );
  });
});
