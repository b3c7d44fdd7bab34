// Deeply nested JSON (security round two, finding 9): a clear 400, never a stack overflow.
import { describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/api-client";
import { checkJsonShape, MAX_JSON_DEPTH } from "@/lib/http/json-shape";

const nested = (depth: number, inner: string) => `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;

describe("deep JSON", () => {
  it("a body nested 100,000 deep with a NUL inside is a 400, not a 500", async () => {
    const { client } = await signedInClient("deep");
    const res = await client.request("POST", "/api/tasks", undefined, {
      rawBody: `{"description":${nested(100_000, '"\\u0000"')}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/nested/);
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} with a 400 that says so`, async () => {
    const { client } = await signedInClient("deep2");
    const res = await client.request("POST", "/api/tasks", undefined, {
      rawBody: `{"description":"Fine","category":"health","x":${nested(MAX_JSON_DEPTH, "1")}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `JSON must not be nested more than ${MAX_JSON_DEPTH} levels deep`,
    );
  });

  it("checks NUL in keys and values at any allowed depth", () => {
    expect(() => checkJsonShape(JSON.parse(nested(MAX_JSON_DEPTH, "1")))).not.toThrow();
    expect(() => checkJsonShape(JSON.parse(nested(MAX_JSON_DEPTH + 1, "1")))).toThrow(/nested/);
    expect(() => checkJsonShape({ a: [{ b: "x\u0000" }] })).toThrow(/NUL/);
    expect(() => checkJsonShape({ "k\u0000": 1 })).toThrow(/NUL/);
  });
});
