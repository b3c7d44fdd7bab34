// F5: a signed-in answer must never be kept by a shared cache (a CDN or an office proxy would hand
// one user's tasks to the next). The route wrapper says `private, no-store` unless a route chose
// its own policy; this walks every GET of the route table as the owner, and the state-changing
// answers that set a session.
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, uniqueEmail } from "../helpers/api-client";
import { key, TABLE, url, userWithResources, type Ctx } from "../helpers/route-table";

/** Routes whose own policy is as private: image bytes revalidated by ETag, the export download. */
const OWN_POLICY: Record<string, RegExp> = {
  "GET /api/images/[id]": /^private, no-cache$/,
  "GET /api/account/export": /^no-store$/,
};

describe("Cache-Control on signed-in answers", () => {
  let owner: Ctx;
  beforeAll(async () => {
    owner = await userWithResources("cache", true);
  }, 120_000);

  it("every signed-in GET says private, no-store (or its own private policy)", async () => {
    const gets = TABLE.filter(
      (e) => e.method === "GET" && (e.access === "user" || e.access === "premium"),
    );
    expect(gets.length).toBeGreaterThan(15);
    for (const e of gets) {
      await e.prepare?.(owner); // a saved plan, for GET /api/plans/{date}
      const res = await owner.client.request("GET", url(e, owner));
      const k = key(e.method, e.path);
      expect(res.status, k).toBeLessThan(300);
      expect(res.headers.get("cache-control"), k).toMatch(OWN_POLICY[k] ?? /^private, no-store$/);
    }
  });

  it("errors and session answers are not cached either", async () => {
    const anon = new ApiClient();
    expect((await anon.get("/api/tasks")).headers.get("cache-control")).toBe("private, no-store");
    const email = uniqueEmail("cache-login");
    const reg = await anon.post("/api/register", { email, password: "correct horse battery" });
    expect(reg.status).toBeLessThan(300);
    expect(reg.headers.get("cache-control")).toBe("private, no-store");
    const login = await new ApiClient().post("/api/login", {
      email,
      password: "correct horse battery",
    });
    expect(login.headers.get("cache-control")).toBe("private, no-store");
  });
});
