// Errors typed on both sides (issue 32, item 2): the browser reads `code` as one of the server's
// codes and decides by it, never by the message's words.
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api/client";
import { ERROR_STATUS, isErrorCode } from "@/lib/errors/codes";
import { ApiError } from "@/lib/errors/api-error";
import { describeGenerationError } from "@/components/vision-board/generation-errors";

const failure = (status: number, body: unknown) =>
  new ApiRequestError(status, JSON.stringify(body), "");

describe("error codes", () => {
  it("every code has one status, and the server's errors carry it", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(isErrorCode(code)).toBe(true);
      expect(new ApiError(code as keyof typeof ERROR_STATUS, "x").status).toBe(status);
    }
    expect(isErrorCode("SOMETHING_ELSE")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
  });

  it("the client reads a code only when it is one of ours", () => {
    expect(failure(403, { message: "x", code: "PREMIUM_REQUIRED" }).code).toBe("PREMIUM_REQUIRED");
    expect(failure(403, { message: "x", code: "premium" }).code).toBeUndefined();
    expect(
      new ApiRequestError(502, "<html>Bad gateway</html>", "Bad Gateway").code,
    ).toBeUndefined();
  });

  it("image generation: the premium dialog comes from the code, not from words in a message", () => {
    expect(
      describeGenerationError(
        failure(403, {
          message: "Premium subscription required to generate vision board images",
          code: "PREMIUM_REQUIRED",
        }),
      ),
    ).toEqual({ premiumRequired: true });
    // A refused cross-site call whose text happens to say "premium" is an error, not an upsell.
    expect(
      describeGenerationError(
        failure(403, {
          message: "Premium checks failed: cross-site request refused",
          code: "FORBIDDEN",
        }),
      ),
    ).toEqual({
      premiumRequired: false,
      message: "Premium checks failed: cross-site request refused",
    });
    expect(describeGenerationError(failure(500, { message: "boom", code: "INTERNAL" }))).toEqual({
      premiumRequired: false,
      message: "Server responded with status: 500",
    });
  });
});
