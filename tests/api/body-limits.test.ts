// Request bodies are read with a byte counter (security round two, finding 3): a chunked body
// that never ends is refused at the limit, not read to the end.
import { describe, expect, it } from "vitest";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { endlessBody, HANG_GUARD_MS, within } from "../helpers/endless-body";

const json = { "content-type": "application/json" };

describe("body limits", () => {
  it("a JSON route answers 413 to a chunked body that never ends, having read less than 1 MB of it", async () => {
    const { client } = await signedInClient("endless");
    const body = endlessBody();
    try {
      const res = await within(
        HANG_GUARD_MS,
        client.request("POST", "/api/tasks", undefined, { stream: body.stream, headers: json }),
      );
      expect(res.status).toBe(413);
      expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
      expect(body.sent()).toBeLessThan(1024 * 1024);
    } finally {
      body.stop();
    }
  });

  it("the Stripe webhook refuses before reading when Stripe is not configured", async () => {
    const body = endlessBody("{");
    try {
      const res = await within(
        HANG_GUARD_MS,
        new ApiClient().request("POST", "/api/stripe/webhook", undefined, {
          stream: body.stream,
          headers: { ...json, "stripe-signature": "t=1,v1=x" },
        }),
      );
      expect(res.status).toBe(404);
    } finally {
      body.stop();
    }
  });

  it("a body of exactly the limit is still read", async () => {
    const { client } = await signedInClient("exact");
    const res = await client.request("POST", "/api/tasks", undefined, {
      rawBody: JSON.stringify({ description: "Fits", category: "health" }).padEnd(256 * 1024, " "),
    });
    expect(res.status).toBe(201);
  });
});
