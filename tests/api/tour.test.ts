// Issue 22 item 13: ending the first-time tour is kept on the account (not only in one browser).
import { describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/api-client";
import { tourFinished } from "@/lib/account/tour";

describe("POST /api/tour", () => {
  it("marks the tour done for this account only, once", async () => {
    const a = await signedInClient("tour-a");
    const b = await signedInClient("tour-b");
    expect(await tourFinished(a.user.id)).toBe(false);
    expect((await a.client.post("/api/tour")).status).toBe(204);
    expect(await tourFinished(a.user.id)).toBe(true);
    expect(await tourFinished(b.user.id)).toBe(false);
    // Again: still done, still 204.
    expect((await a.client.post("/api/tour")).status).toBe(204);
    expect(await tourFinished(a.user.id)).toBe(true);
  });
});
