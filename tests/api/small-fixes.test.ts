// Small findings of security round two (finding 12): the expired-session redirect stays on the
// request's own origin, and HSTS is sent only over HTTPS. (TRACE: tests/unit/http-hook.test.ts.)
import { describe, expect, it } from "vitest";
import { ApiClient } from "../helpers/api-client";
import nextConfig from "@/next.config";

describe("small fixes", () => {
  it("/api/session/expired redirects to the request's own origin, not the server's host", async () => {
    // Under next start behind a proxy, req.url names the server (localhost); the visitor used another host.
    const res = await new ApiClient("http://localhost:3000").request(
      "GET",
      "/api/session/expired",
      undefined,
      {
        headers: { host: "balance.example", "x-forwarded-proto": "https" },
      },
    );
    expect(res.status).toBe(307);
    const target = new URL(
      res.headers.get("location")!,
      "https://balance.example/api/session/expired",
    );
    expect(target.href).toBe("https://balance.example/auth");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("authjs.session-token=;"))).toBe(
      true,
    );
  });

  it("sends HSTS only on responses to HTTPS requests", async () => {
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    env.NODE_ENV = "production";
    try {
      const rules = await nextConfig.headers!();
      const withHsts = rules.filter((r) =>
        r.headers.some((h) => h.key === "Strict-Transport-Security"),
      );
      expect(withHsts).toHaveLength(1);
      expect(withHsts[0]!.has).toEqual([
        { type: "header", key: "x-forwarded-proto", value: "https" },
      ]);
    } finally {
      env.NODE_ENV = before;
    }
  });
});
