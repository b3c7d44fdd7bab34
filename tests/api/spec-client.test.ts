// A client written from the spec's call table, not from our app: "a body is sent as JSON only when
// present". Every state-changing row whose payload is "none" goes with no body and no Content-Type
// and must get the spec's answer; a form can still post nothing (issue 26, item 1).
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../helpers/api-client";
import { key, TABLE, url, userWithResources, type Ctx } from "../helpers/route-table";

type SpecRow = { method: string; path: string };

/** The rows of the spec's call table ("| POST /api/logout | none | not shown |") sent without a body. */
function bodylessStateChangingRows(): SpecRow[] {
  const spec = fs.readFileSync(path.resolve(__dirname, "../../docs/product-spec.md"), "utf8");
  const rows: SpecRow[] = [];
  for (const m of spec.matchAll(/^\| (POST|PUT|PATCH|DELETE) (\/api\/\S+) \| none\b/gm)) {
    rows.push({ method: m[1]!, path: m[2]!.replace(/\{(\w+)\}/g, "[$1]") });
  }
  return rows;
}

const rows = bodylessStateChangingRows();

function entryFor(row: SpecRow) {
  const entry = TABLE.find((e) => key(e.method, e.path) === key(row.method, row.path));
  if (!entry)
    throw new Error(`${key(row.method, row.path)} is in the spec but not in the route table`);
  return entry;
}

/** Exactly what a spec client sends: the method and path, cookies, no body, no Content-Type. */
const bare = (client: ApiClient, method: string, target: string) => client.request(method, target);

describe("the spec's bodyless calls, as any client sends them", () => {
  let owner: Ctx;

  beforeAll(async () => {
    owner = await userWithResources("spec-client", true);
  }, 120_000);

  it("finds the spec's bodyless state-changing rows", () => {
    expect(rows.map((r) => key(r.method, r.path)).sort()).toEqual(
      [
        "DELETE /api/journals/[id]",
        "DELETE /api/tasks/[id]",
        "DELETE /api/vision-board-items/[id]",
        "DELETE /api/vision-boards/[id]",
        "POST /api/cancel-subscription",
        "POST /api/create-subscription",
        "POST /api/journals/[id]/extract-tasks",
        "POST /api/logout",
      ].sort(),
    );
  });

  it("anonymous: 401 on every signed-in row, decided before any content type", async () => {
    const anon = new ApiClient();
    for (const row of rows) {
      const e = entryFor(row);
      if (e.access === "public") continue;
      const target = url(e, owner);
      expect((await bare(anon, row.method, target)).status, key(row.method, row.path)).toBe(401);
      const typed = await anon.request(row.method, target, undefined, {
        headers: { "content-type": "text/plain" },
      });
      expect(typed.status, `${key(row.method, row.path)} text/plain`).toBe(401);
    }
  });

  it("the owner gets the spec's answer with no body and no Content-Type", async () => {
    for (const row of rows) {
      const e = entryFor(row);
      // Each call gets an owner of its own: deleting the board must not take the item with it.
      const target = await userWithResources("spec-owner", true);
      await e.prepare?.(target);
      const res = await bare(target.client, row.method, url(e, target));
      expect(res.status, `${key(row.method, row.path)}: ${res.text}`).toBe(e.ok ?? 200);
    }
  }, 240_000);

  it("a form posts nothing: urlencoded, multipart and text/plain are refused even when empty", async () => {
    const target = await userWithResources("spec-form", true);
    for (const type of [
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "text/plain",
      "application/xml",
    ]) {
      for (const [method, path] of [
        ["DELETE", `/api/tasks/${target.ids.task}`],
        ["POST", "/api/create-subscription"],
      ] as const) {
        const res = await target.client.request(method, path, undefined, {
          headers: { "content-type": type },
        });
        expect(res.status, `${method} ${path} ${type}`).toBe(415);
        expect(res.body).toEqual({
          message: "Content-Type must be application/json",
          code: "UNSUPPORTED_MEDIA_TYPE",
        });
      }
    }
    // Still there: nothing a form sent went through.
    expect((await target.client.get(`/api/tasks/${target.ids.task}`)).status).toBe(200);
  }, 60_000);

  it("a body without a JSON Content-Type is refused; an empty JSON body is fine", async () => {
    const target = await userWithResources("spec-body", true);
    // A stream goes with no Content-Type at all (the client adds JSON only to a plain payload).
    const untyped = (text: string) => ({ stream: new Blob([text]).stream() });
    const task = JSON.stringify({ description: "Typed nothing", category: "health" });
    expect(
      (await target.client.request("POST", "/api/tasks", undefined, untyped(task))).status,
    ).toBe(415);
    expect(
      (await target.client.request("POST", "/api/logout", undefined, untyped("x"))).status,
    ).toBe(415);
    const empty = await target.client.request(
      "DELETE",
      `/api/tasks/${target.ids.task}`,
      undefined,
      { headers: { "content-type": "application/json" } },
    );
    expect(empty.status).toBe(204);
  }, 60_000);
});
