// Links that leave the site (e-mails, the calendar feed) come from configuration or from the
// server's own listening socket, never from a request (F1).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Module = typeof import("@/lib/server/public-origin");
let mod: Module;

beforeEach(async () => {
  vi.resetModules();
  mod = await import("@/lib/server/public-origin");
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("checkPublicOriginConfig", () => {
  it("refuses a deployment (DATABASE_URL) without AUTH_URL, saying what to set", () => {
    expect(() => mod.checkPublicOriginConfig({ DATABASE_URL: "postgres://x" })).toThrow(
      /AUTH_URL is not set/,
    );
    expect(() =>
      mod.checkPublicOriginConfig({
        DATABASE_URL: "postgres://x",
        AUTH_URL: "https://balance.example.com",
      }),
    ).not.toThrow();
    expect(() => mod.checkPublicOriginConfig({})).not.toThrow();
    expect(() => mod.checkPublicOriginConfig({ AUTH_URL: "not a url" })).toThrow(/not a valid URL/);
  });
});

describe("publicOrigin", () => {
  it("is AUTH_URL's origin when set", () => {
    vi.stubEnv("AUTH_URL", "https://balance.example.com/api/auth");
    mod.noteListeningAddress({ address: "127.0.0.1", family: "IPv4", port: 3100 });
    expect(mod.publicOrigin()).toBe("https://balance.example.com");
  });

  it("is the listening socket's address otherwise, the first one noted", () => {
    vi.stubEnv("AUTH_URL", "");
    mod.noteListeningAddress({ address: "127.0.0.1", family: "IPv4", port: 3100 });
    mod.noteListeningAddress({ address: "10.0.0.9", family: "IPv4", port: 9999 });
    expect(mod.publicOrigin()).toBe("http://127.0.0.1:3100");
  });

  it("reads a wildcard bind as localhost and brackets IPv6", async () => {
    vi.stubEnv("AUTH_URL", "");
    mod.noteListeningAddress({ address: "::", family: "IPv6", port: 3000 });
    expect(mod.publicOrigin()).toBe("http://localhost:3000");
    vi.resetModules();
    const fresh: Module = await import("@/lib/server/public-origin");
    fresh.noteListeningAddress({ address: "::1", family: "IPv6", port: 3000 });
    expect(fresh.publicOrigin()).toBe("http://[::1]:3000");
  });
});
