// The coding `next start` gives a route body, predicted from Accept-Encoding (lib/http/server-encoding.ts):
// the same answers as Next's own compression, which the e2e feed test checks on the built server.
import { describe, expect, it } from "vitest";
import { serverEncoding } from "@/lib/http/server-encoding";

describe("serverEncoding", () => {
  it.each([
    [null, "identity"],
    ["", "identity"],
    ["identity", "identity"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["gzip, deflate, br", "gzip"],
    ["br", "identity"],
    ["deflate", "deflate"],
    ["deflate, gzip", "gzip"],
    ["deflate;q=1, gzip;q=0.5", "gzip"],
    ["gzip;q=0", "identity"],
    ["gzip;q=0, deflate", "deflate"],
    ["*", "gzip"],
    ["*;q=0", "identity"],
    ["identity;q=1, gzip;q=0.5", "identity"],
    ["x-gzip", "identity"],
    ["garbage;;;", "identity"],
  ])("Accept-Encoding %j: %s", (header, coding) => {
    expect(serverEncoding(header)).toBe(coding);
  });
});
