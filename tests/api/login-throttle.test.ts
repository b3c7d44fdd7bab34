// Login throttle (security round two, finding 1): attempts are counted before the password is
// checked, atomically, and the per-address key is the TCP peer unless a proxy is trusted.
import { afterEach, describe, expect, it } from "vitest";
import { ApiClient, signedInClient, uniqueEmail } from "../helpers/api-client";
import { PEER_ADDRESS_HEADER } from "@/lib/server/peer-address";

process.env.LOGIN_RATE_WINDOW_SECONDS = "600";

const peer = (address: string, extra: Record<string, string> = {}) => ({
  headers: { [PEER_ADDRESS_HEADER]: address, ...extra },
});

afterEach(() => {
  delete process.env.TRUSTED_PROXY;
});

describe("login throttle", () => {
  it(
    "30 parallel wrong guesses on one account get exactly 5 answers of 401, the rest 429; then the right password is refused too",
    { timeout: 90_000 },
    async () => {
      const { email, password } = await signedInClient("parallel");
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          new ApiClient().request(
            "POST",
            "/api/login",
            { email, password: `wrong-guess-${i}` },
            peer("192.0.2.10"),
          ),
        ),
      );
      const statuses = guesses.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25);
      const right = await new ApiClient().request(
        "POST",
        "/api/login",
        { email, password },
        peer("192.0.2.10"),
      );
      expect(right.status).toBe(429);
      expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    },
  );

  it("a forged X-Forwarded-For does not give a direct client a fresh address (TRUSTED_PROXY unset)", async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await new ApiClient().request(
        "POST",
        "/api/login",
        { email: uniqueEmail("spray"), password: "whatever1" },
        peer("192.0.2.20", { "x-forwarded-for": `198.18.0.${i}`, "x-real-ip": `198.18.1.${i}` }),
      );
      last = res.status;
    }
    expect(last).toBe(429);
  });

  it("behind a trusted proxy, each client's X-Forwarded-For hop is its own address", async () => {
    process.env.TRUSTED_PROXY = "10.9.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await new ApiClient().request(
        "POST",
        "/api/login",
        { email: uniqueEmail("proxied"), password: "whatever1" },
        peer("10.9.0.1", { "x-forwarded-for": `198.18.2.${i}` }),
      );
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it("a stranger's failures do not lock the owner out: the right password from another address gets in", async () => {
    const { email, password } = await signedInClient("victim");
    for (let i = 0; i < 6; i++) {
      await new ApiClient().request(
        "POST",
        "/api/login",
        { email, password: "stranger-guess" },
        peer("198.51.100.66"),
      );
    }
    const stranger = await new ApiClient().request(
      "POST",
      "/api/login",
      { email, password },
      peer("198.51.100.66"),
    );
    expect(stranger.status).toBe(429);
    const owner = await new ApiClient().request(
      "POST",
      "/api/login",
      { email, password },
      peer("203.0.113.77"),
    );
    expect(owner.status).toBe(200);
  });

  it("an IPv6 client counts by its /64: rotating addresses inside it gains nothing", async () => {
    const { email, password } = await signedInClient("v6");
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      statuses.push(
        (
          await new ApiClient().request(
            "POST",
            "/api/login",
            { email, password: "v6-guess" },
            peer(`2001:db8:7:7::${i.toString(16)}`),
          )
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(
      (
        await new ApiClient().request(
          "POST",
          "/api/login",
          { email, password },
          peer("2001:db8:7:8::1"),
        )
      ).status,
    ).toBe(200);
  });
});
