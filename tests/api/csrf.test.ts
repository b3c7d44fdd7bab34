// CSRF defence in depth (security round two, finding 7): JSON content type on every
// state-changing call, the full origin compared, Sec-Fetch-Site honoured, forwarded host headers
// believed only from the configured proxy.
import { afterEach, describe, expect, it } from "vitest";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { PEER_ADDRESS_HEADER } from "@/lib/server/peer-address";

const task = JSON.stringify({ description: "Forged write", category: "health" });

afterEach(() => {
  delete process.env.TRUSTED_PROXY;
});

describe("CSRF checks", () => {
  it("refuses text/plain, form-encoded and untyped state-changing calls with 415", async () => {
    const { client } = await signedInClient("csrf-type");
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "",
    ]) {
      const res = await client.request("POST", "/api/tasks", undefined, {
        rawBody: task,
        headers: { "content-type": type },
      });
      expect(res.status, type).toBe(415);
      expect(res.body).toMatchObject({
        message: "Content-Type must be application/json",
        code: "UNSUPPORTED_MEDIA_TYPE",
      });
    }
    // A body-less call too: a form can post nothing, but not as JSON.
    expect(
      (
        await client.request("POST", "/api/logout", undefined, {
          headers: { "content-type": "text/plain" },
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await client.request("POST", "/api/tasks", undefined, {
          rawBody: task,
          headers: { "content-type": "application/json; charset=utf-8" },
        })
      ).status,
    ).toBe(201);
    expect((await client.get("/api/user")).status).toBe(200);
  });

  it("compares the full origin: another scheme or port is another site", async () => {
    const { client } = await signedInClient("csrf-origin");
    for (const origin of [
      "https://localhost:3000",
      "http://localhost:3001",
      "http://localhost",
      "null",
    ]) {
      const res = await client.request("POST", "/api/tasks", JSON.parse(task), {
        headers: { origin },
      });
      expect(res.status, origin).toBe(403);
    }
    expect(
      (
        await client.request("POST", "/api/tasks", JSON.parse(task), {
          headers: { origin: "http://localhost:3000" },
        })
      ).status,
    ).toBe(201);
  });

  it("refuses Sec-Fetch-Site: cross-site, even without an Origin", async () => {
    const { client } = await signedInClient("csrf-site");
    expect(
      (
        await client.request("POST", "/api/tasks", JSON.parse(task), {
          headers: { "sec-fetch-site": "cross-site" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await client.request("POST", "/api/tasks", JSON.parse(task), {
          headers: { "sec-fetch-site": "same-site" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await client.request("POST", "/api/tasks", JSON.parse(task), {
          headers: { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" },
        })
      ).status,
    ).toBe(201);
  });

  it("believes X-Forwarded-Host only from the configured proxy", async () => {
    const { client } = await signedInClient("csrf-host");
    const forged = {
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    };
    expect(
      (await client.request("POST", "/api/tasks", JSON.parse(task), { headers: forged })).status,
    ).toBe(403);

    process.env.TRUSTED_PROXY = "10.9.0.1";
    const viaProxy = {
      origin: "http://balance.example",
      "x-forwarded-host": "balance.example",
      "x-forwarded-proto": "http",
    };
    expect(
      (
        await client.request("POST", "/api/tasks", JSON.parse(task), {
          headers: { ...viaProxy, [PEER_ADDRESS_HEADER]: "10.9.0.1" },
        })
      ).status,
    ).toBe(201);
    // The same headers from someone who is not the proxy.
    expect(
      (
        await client.request("POST", "/api/tasks", JSON.parse(task), {
          headers: { ...viaProxy, [PEER_ADDRESS_HEADER]: "198.51.100.9" },
        })
      ).status,
    ).toBe(403);
  });

  it("the Stripe webhook takes any content type (it reads its own body)", async () => {
    const res = await new ApiClient().request("POST", "/api/stripe/webhook", undefined, {
      rawBody: "{}",
      headers: { "content-type": "text/plain", "stripe-signature": "t=1,v1=x" },
    });
    expect(res.status).toBe(404); // no Stripe configured here, and not 415
  });
});
