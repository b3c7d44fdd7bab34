// What the server hook answers for /api paths Next answers wrongly (lib/server/api-paths.ts), and
// that the generated route list is the one app/api holds now.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerApiPath, routeMethods } from "@/lib/server/api-paths";

describe("the generated route list", () => {
  it("is what scripts/gen-api-methods.mjs writes from app/api today (npm run api-methods)", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "api-methods-")), "m.ts");
    execFileSync("node", ["scripts/gen-api-methods.mjs", out]);
    expect(fs.readFileSync("lib/server/api-methods.ts", "utf8")).toBe(fs.readFileSync(out, "utf8"));
  });
});

describe("routeMethods", () => {
  it("finds static and dynamic routes, the most specific first", () => {
    expect(routeMethods("/api/tasks")).toEqual(expect.arrayContaining(["GET", "POST"]));
    expect(routeMethods("/api/tasks/42")).toEqual(expect.arrayContaining(["PATCH", "DELETE"]));
    expect(routeMethods("/api/tasks/reorder")).toEqual(["POST"]);
    expect(routeMethods("/api/no-such-thing")).toBeNull();
    expect(routeMethods("/api/tasks/42/no-such-thing")).toBeNull();
  });
});

describe("answerApiPath behind a real server", () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (!answerApiPath(req, res)) res.writeHead(299).end("to Next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  // A raw request: fetch() would refuse or re-encode a malformed path itself.
  const send = (method: string, p: string) =>
    new Promise<{ status: number; allow?: string; body: string; type?: string }>(
      (resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, method, path: p }, (res) => {
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString()));
          res.on("end", () =>
            resolve({
              status: res.statusCode!,
              allow: res.headers.allow,
              body,
              type: res.headers["content-type"],
            }),
          );
        });
        req.on("error", reject);
        req.end();
      },
    );

  it("a malformed %-escape in any segment is a JSON 400", async () => {
    for (const p of [
      "/api/tasks/%E0%A4%A",
      "/api/tasks/%zz",
      "/api/journals/%",
      "/api/tasks/1%/items",
    ]) {
      const r = await send("GET", p);
      expect(r.status, p).toBe(400);
      expect(JSON.parse(r.body)).toEqual({
        message: "The address has a malformed %-escape",
        code: "BAD_REQUEST",
      });
    }
  });

  it("an unknown /api path is a JSON 404, whatever the method", async () => {
    for (const [m, p] of [
      ["GET", "/api/nope"],
      ["POST", "/api/tasks/1/nope"],
      ["DELETE", "/api/"],
    ]) {
      const r = await send(m!, p!);
      expect(r.status, p).toBe(404);
      expect(r.type).toBe("application/json");
      expect(JSON.parse(r.body)).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("a method the route does not export is a 405 with Allow", async () => {
    const r = await send("PUT", "/api/tasks");
    expect(r.status).toBe(405);
    expect(r.allow).toBe("GET, POST, HEAD, OPTIONS");
    expect(JSON.parse(r.body)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
  });

  it("leaves exported methods, HEAD of a GET, OPTIONS and every other path to Next", async () => {
    for (const [m, p] of [
      ["GET", "/api/tasks"],
      ["HEAD", "/api/tasks"],
      ["OPTIONS", "/api/tasks/reorder"],
      ["PATCH", "/api/tasks/7"],
      ["GET", "/settings"],
      ["GET", "/api-docs"],
    ])
      expect((await send(m!, p!)).status, `${m} ${p}`).toBe(299);
  });
});
