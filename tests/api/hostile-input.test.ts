// Hostile input (OWASP ASVS 2.2.1): for every route with a body, junk gets a 400/404/413 with the
// error shape and never a 5xx; stored text comes back byte for byte. Property-based cases use
// fast-check over the shared zod schemas and over raw JSON sent to every route.
import fc from "fast-check";
import type { IncomingMessage, ServerResponse } from "node:http";
import { answerApiPath } from "@/lib/server/api-paths";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, signedInClient, type ApiResponse } from "../helpers/api-client";
import { unsubscribeToken } from "@/lib/reminders/unsubscribe";
import { countingStream, pngBomb } from "../helpers/photos";
import {
  key,
  photoForm,
  TABLE,
  TINY_PNG,
  url,
  userWithResources,
  type Ctx,
  type Entry,
} from "../helpers/route-table";
import { saveReviewSchema } from "@/lib/insights/schemas";
import { saveCheckinSchema } from "@/lib/checkins/schemas";
import { createGoalSchema, updateGoalSchema } from "@/lib/goals/schemas";
import {
  completedPageQuerySchema,
  createTaskSchema,
  parseTaskSchema,
  reorderSchema,
  updateTaskSchema,
} from "@/lib/tasks/schemas";
import { createJournalSchema, journalTasksSchema } from "@/lib/journal/schemas";
import { updateSettingsSchema } from "@/lib/settings/schemas";
import { proposeSchema, rescheduleSchema, savePlanSchema } from "@/lib/planning/schemas";
import { createBoardSchema, createItemSchema } from "@/lib/vision-boards/schemas";
import { inviteSchema } from "@/lib/referrals/schemas";
import { subscribeSchema } from "@/lib/push/schemas";
import { adjustImportSchema } from "@/lib/import/schemas";
import { strToU8, zipSync } from "fflate";
import {
  addCalendarSchema,
  eventAreaSchema,
  eventsQuerySchema,
  updateCalendarSchema,
} from "@/lib/calendars/schemas";
import { createHabitSchema, updateHabitSchema } from "@/lib/habits/schemas";
import {
  correctEntrySchema,
  entriesQuerySchema,
  manualEntrySchema,
  startTimerSchema,
} from "@/lib/time-entries/schemas";
import {
  forgotPasswordSchema,
  loginSchema,
  registerPayloadSchema,
  resetPasswordSchema,
} from "@/lib/auth/schemas";

// JSON routes; the photo upload's multipart body has its own cases below.
const WITH_BODY = TABLE.filter(
  (e) => e.body && !e.multipart && e.access !== "public" && e.path !== "/api/account",
);
const HUGE = "x".repeat(200_000);

function expectHandled(res: ApiResponse, what: string, allowed: number[]) {
  expect(res.status, `${what} → ${res.status} ${res.text.slice(0, 160)}`).toBeLessThan(500);
  expect(allowed, `${what} → ${res.status} ${res.text.slice(0, 160)}`).toContain(res.status);
  if (res.status >= 400) expect(res.body, what).toMatchObject({ message: expect.any(String) });
}

/** The valid body with one field replaced (or removed when `value` is undefined). */
function variant(body: Record<string, unknown>, field: string, value: unknown) {
  const copy = { ...body };
  if (value === undefined) delete copy[field];
  else copy[field] = value;
  return copy;
}

describe("hostile input on every route with a body", () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await userWithResources("hostile", true);
  }, 60_000);

  const call = (e: Entry, body: unknown, raw?: string) =>
    ctx.client.request(
      e.method,
      url(e, ctx),
      raw === undefined ? body : undefined,
      raw === undefined ? {} : { rawBody: raw },
    );

  it("unparsable JSON, non-object bodies and NaN/Infinity literals are a 400", async () => {
    for (const e of WITH_BODY) {
      for (const raw of [
        "{",
        "[]",
        "null",
        "42",
        '"text"',
        "true",
        '{"a": NaN}',
        '{"a": Infinity}',
      ]) {
        expectHandled(await call(e, undefined, raw), `${key(e.method, e.path)} ${raw}`, [400]);
      }
    }
  });

  it("unknown fields, wrong types, missing fields and 200,000-character strings are refused", async () => {
    for (const e of WITH_BODY) {
      const valid = e.body!(ctx) as Record<string, unknown>;
      const name = key(e.method, e.path);
      expectHandled(await call(e, { ...valid, isAdmin: true }), `${name} +unknown`, [400]);
      for (const field of Object.keys(valid)) {
        const original = valid[field];
        for (const wrong of [{}, [], true, null, "", 1e308 * 10, -1, HUGE]) {
          if (
            typeof original === typeof wrong &&
            !(typeof wrong === "string" && wrong.length > 1000)
          )
            continue;
          if (JSON.stringify(wrong) === "null" && e.nullable?.includes(field)) continue;
          expectHandled(
            await call(e, variant(valid, field, wrong)),
            `${name} ${field}=${JSON.stringify(wrong)?.slice(0, 20)}`,
            [400, 404, 413],
          );
        }
        // A missing field is either optional (accepted) or refused; never a server error.
        expectHandled(
          await call(e, variant(valid, field, undefined)),
          `${name} -${field}`,
          [200, 201, 204, 400, 404, 409],
        );
      }
    }
  }, 120_000);

  it("bodies over the limit are a 413", async () => {
    for (const e of WITH_BODY.slice(0, 5)) {
      expectHandled(
        await call(e, undefined, JSON.stringify({ big: "y".repeat(300_000) })),
        key(e.method, e.path),
        [413],
      );
    }
  });

  it("non-numeric, negative, fractional and huge ids are a 404", async () => {
    // Rows named by an id (a check-in is named by its day: tests/api/checkins.test.ts checks bad days).
    const byId = TABLE.filter(
      (t) => t.owned && t.owned !== "image" && t.access !== "public" && t.path.includes("[id]"),
    );
    for (const e of byId) {
      for (const id of [
        "abc",
        "-1",
        "1.5",
        "0x10",
        "99999999999999999999",
        "1e3",
        "%00",
        "1%20OR%201=1",
      ]) {
        const path = e.path.replace("[id]", id) + (e.query ?? "");
        const res = await ctx.client.request(e.method, path, e.body?.(ctx));
        expectHandled(res, `${key(e.method, e.path)} id=${id}`, [404]);
      }
    }
  });

  it("GET /api/tasks/completed answers a 400 naming the field for a junk cursor or limit", async () => {
    for (const q of [
      "before=abc",
      "before=~",
      "before=2026-13-45T99:99:99.999Z~1",
      "before=~99999999999",
      "before=%27%3B%20DROP%20TABLE%20tasks%3B--~1",
      "limit=-1",
      "limit=201",
      "limit=1.5",
      "limit=abc",
      "limit=",
    ]) {
      const res = await ctx.client.get(`/api/tasks/completed?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toMatch(/before|limit/);
    }
  });

  it("a NUL in any query value is a 400 naming it, never a 5xx", async () => {
    for (const e of TABLE.filter(
      (t) => (t.access === "user" || t.access === "premium") && !t.multipart,
    )) {
      const base = url(e, ctx);
      const path = `${base}${base.includes("?") ? "&" : "?"}q=a%00b`;
      const res = await ctx.client.request(e.method, path, e.body?.(ctx));
      expect(res.status, `${key(e.method, e.path)} → ${res.text.slice(0, 160)}`).toBeLessThan(500);
    }
  });

  it("a malformed %-escape in any dynamic path segment is a 400 from the server hook", () => {
    for (const e of TABLE.filter((t) => t.path.includes("["))) {
      const path = e.path.replace(/\[[^\]]+\]/, "%E0%A4%A");
      let status = 0;
      const res = {
        writeHead: (s: number) => {
          status = s;
          return res;
        },
        end: () => res,
      };
      const answered = answerApiPath(
        { url: path, method: e.method } as IncomingMessage,
        res as unknown as ServerResponse,
      );
      expect(answered, key(e.method, e.path)).toBe(true);
      expect(status, key(e.method, e.path)).toBe(400);
    }
  });

  it("SQL and script text is stored and returned byte for byte", async () => {
    const nasty = `Robert'); DROP TABLE tasks;-- <script>alert("x")</script> \u0000\u200b😀 \\ " %s`;
    const { client } = await signedInClient("nasty");
    const task = await client.post("/api/tasks", { description: nasty, category: "health" });
    // A NUL character cannot be stored in Postgres text: it is refused cleanly, never a 500.
    expect(task.status).toBe(400);
    expect(task.body.message).toBe("Text must not contain NUL characters");
    const text = nasty.replace("\u0000", "");
    const stored = await client.post("/api/tasks", { description: text, category: "health" });
    expect(stored.status).toBe(201);
    expect((await client.get(`/api/tasks/${stored.body.id}`)).body.description).toBe(text);
    const entry = await client.post("/api/journals", {
      title: text.slice(0, 150),
      content: `${text}\n\nline two`,
      category: "health",
    });
    expect(entry.status).toBe(201);
    const got = (await client.get(`/api/journals/${entry.body.id}`)).body;
    expect(got.title).toBe(text.slice(0, 150));
    expect(got.content).toBe(`${text}\n\nline two`);
    expect((await client.get("/api/tasks")).status).toBe(200); // the table is still there
  });
});

describe("hostile photo uploads (POST /api/images)", () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = (await signedInClient("hostile-upload")).client;
  }, 60_000);
  const upload = (form: FormData) => client.request("POST", "/api/images", form);

  it("a PNG named .jpg and sent as image/jpeg is recognised as the PNG it is", async () => {
    const res = await upload(photoForm(TINY_PNG, "photo.jpg", "image/jpeg"));
    expectHandled(res, "png as .jpg", [201]);
    expect(res.body.imageUrl).toMatch(/\.png$/);
  });

  it("a text file named .png is a 415", async () => {
    expectHandled(
      await upload(photoForm(Buffer.from("hello, I am text"), "photo.png", "image/png")),
      "text as .png",
      [415],
    );
  });

  it("a 50 MB body is a 413, cut off while streaming (most of it is never read)", async () => {
    const boundary = "----hostile50mb";
    const { stream, pulled } = countingStream(
      50 * 1024 * 1024,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const res = await client.request("POST", "/api/images", undefined, {
      rawBody: stream,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expectHandled(res, "50 MB body", [413]);
    expect(pulled()).toBeLessThan(12 * 1024 * 1024);
  });

  it("a 50 MB body that says so in Content-Length is refused before reading", async () => {
    const { stream, pulled } = countingStream(50 * 1024 * 1024, "x");
    const res = await client.request("POST", "/api/images", undefined, {
      rawBody: stream,
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
    });
    expectHandled(res, "declared 50 MB", [413]);
    expect(pulled()).toBeLessThan(1024 * 1024);
  });

  it("a decompression bomb (a tiny PNG declaring 50,000 × 50,000 px) is refused without decoding it", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload(photoForm(bomb, "tiny.png", "image/png"));
    expectHandled(res, "png bomb", [413]);
    expect(res.body.code).toBe("IMAGE_TOO_LARGE");
  });

  it("JSON, a missing file, two files, an extra field or a text field are refused", async () => {
    expectHandled(await client.request("POST", "/api/images", { file: "x" }), "json", [415]);
    const empty = new FormData();
    empty.append("other", "x");
    expectHandled(await upload(empty), "no file", [400]);
    const two = photoForm();
    two.append("file", new Blob([TINY_PNG], { type: "image/png" }), "b.png");
    expectHandled(await upload(two), "two files", [400]);
    const extra = photoForm();
    extra.append("isAdmin", "true");
    expectHandled(await upload(extra), "extra field", [400]);
    const text = new FormData();
    text.append("file", "not a file");
    expectHandled(await upload(text), "text field", [400]);
    expectHandled(
      await client.request("POST", "/api/images", undefined, {
        rawBody: "garbage",
        headers: { "content-type": "multipart/form-data; boundary=zzz" },
      }),
      "broken multipart",
      [400],
    );
  });
});

describe("hostile import files (POST /api/import, issue 43)", () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = (await signedInClient("hostile-import")).client;
  });
  const fileForm = (content: BlobPart, name = "a.csv") => {
    const form = new FormData();
    form.append("file", new File([content], name));
    return form;
  };
  const send = (form: FormData) => client.request("POST", "/api/import", form);

  it("JSON, a missing file, two files, an extra field, a text field or broken multipart are refused", async () => {
    expectHandled(await client.request("POST", "/api/import", { file: "x" }), "json", [415]);
    const empty = new FormData();
    empty.append("source", "ics");
    expectHandled(await send(empty), "no file", [400]);
    const two = fileForm("TYPE,CONTENT\ntask,a\n");
    two.append("file", new File(["x"], "b.csv"));
    expectHandled(await send(two), "two files", [400]);
    const extra = fileForm("TYPE,CONTENT\ntask,a\n");
    extra.append("userId", "someone-else");
    expectHandled(await send(extra), "extra field", [400]);
    const text = new FormData();
    text.append("file", "not a file");
    expectHandled(await send(text), "text field", [400]);
    expectHandled(
      await client.request("POST", "/api/import", undefined, {
        rawBody: "garbage",
        headers: { "content-type": "multipart/form-data; boundary=zzz" },
      }),
      "broken multipart",
      [400],
    );
  });

  it("binary junk, a ZIP bomb and deeply nested JSON are refused, never a 5xx", async () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    expectHandled(await send(fileForm(junk, "x.bin")), "binary", [400]);
    const bomb = zipSync({ "a.csv": new Uint8Array(110 * 1024 * 1024) }, { level: 1 });
    expectHandled(await send(fileForm(bomb, "backup.zip")), "zip bomb", [413]);
    const notCsvZip = zipSync({ "readme.txt": strToU8("hello") });
    expectHandled(await send(fileForm(notCsvZip, "backup.zip")), "zip without csv", [400]);
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expectHandled(await send(fileForm(deep, "Tasks.json")), "deep json", [400]);
    expectHandled(
      await send(fileForm("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY;;;\r\n", "x.ics")),
      "broken ics",
      [400],
    );
  });

  it("HTML, formulas and links in a file are text, kept byte for byte", async () => {
    const title = `<img src=x onerror=alert(1)> =HYPERLINK("http://evil.example") '); DROP TABLE tasks;--`;
    const csv = `TYPE,CONTENT,DESCRIPTION\r\ntask,"${title.replaceAll('"', '""')}","<script>alert(1)</script> https://evil.example"\r\n`;
    const res = await send(fileForm(csv, "p.csv"));
    expect(res.status).toBe(200);
    expect(res.body.tasks[0]).toMatchObject({
      description: title,
      notes: "<script>alert(1)</script> https://evil.example",
    });
    expect((await client.post(`/api/import/${res.body.id}/commit`)).status).toBe(201);
    const list = (await client.get("/api/tasks")).body as { description: string }[];
    expect(list.some((t) => t.description === title)).toBe(true);
  });
});

describe("hostile one-click unsubscribes (POST /api/unsubscribe/[token])", () => {
  // A mail provider's POST carries no session: the token is the credential. Junk tokens are a 404
  // (or 429 once one address guesses too often), junk bodies change nothing, none is a 5xx.
  it("forged, malformed, escaped and oversized tokens, and any body, are handled", async () => {
    const { user } = await signedInClient("hostile-unsub");
    const good = unsubscribeToken(user.id);
    const post = (path: string, body = "List-Unsubscribe=One-Click", type?: string) => {
      const client = new ApiClient();
      client.peerAddress = "198.51.100.91";
      return client.request("POST", path, undefined, {
        rawBody: body,
        headers: { "content-type": type ?? "application/x-www-form-urlencoded" },
      });
    };
    const tokens = [
      // A malformed %-escape cannot pass this in-process client (it decodes the path first).
      "%00",
      "reminders.%00.x",
      `${good.slice(0, -1)}%00`,
      "x".repeat(5_000),
      "reminders.a.b.c",
      "../../etc/passwd",
      "reminders.' OR 1=1 --.AAAA",
      good.toUpperCase(),
    ];
    for (const t of tokens) {
      const res = await post(`/api/unsubscribe/${t}`);
      expectHandled(res, `token ${t.slice(0, 40)}`, [400, 404, 429]);
    }
    for (const [body, type] of [
      ["{", "application/json"],
      ["\u0000", "text/plain"],
      ["x".repeat(10_000), "application/x-www-form-urlencoded"],
      ["--zz\r\n", "multipart/form-data; boundary=zz"],
    ] as const) {
      const res = await post(`/api/unsubscribe/${good}`, body, type);
      expectHandled(res, `body ${type}`, [200, 413]);
    }
  });
});

describe("property-based: any JSON to any route never breaks the server", () => {
  let clients: Map<string, { client: ApiClient; ctx: Ctx }>;
  beforeAll(async () => {
    clients = new Map();
    const ctx = await userWithResources("fuzz", true);
    clients.set("shared", { client: ctx.client, ctx });
  }, 60_000);

  it("answers every arbitrary JSON body with < 500 and the error shape", async () => {
    const { ctx } = clients.get("shared")!;
    const routes = TABLE.filter(
      (e) =>
        e.method !== "GET" &&
        e.access !== "signature" &&
        e.path !== "/api/logout" &&
        e.path !== "/api/account" &&
        e.path !== "/api/account/password",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.jsonValue({ maxDepth: 3 }),
        async (e, value) => {
          const res = await ctx.client.request(e.method, url(e, ctx), undefined, {
            rawBody: JSON.stringify(value) ?? "null",
          });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(typeof res.body?.message).toBe("string");
        },
      ),
      { numRuns: 150, seed: 20261121 },
    );
  }, 180_000);

  it("the settings' weekStart (issue 46) takes 0, 1 or 6 and nothing else", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = updateSettingsSchema.safeParse({ weekStart: value });
        expect(result.success).toBe(value === 0 || value === 1 || value === 6);
      }),
      { numRuns: 1000, seed: 46 },
    );
  });

  it("the shared zod schemas never throw and never accept junk types", () => {
    const schemas = [
      saveCheckinSchema,
      createGoalSchema,
      updateGoalSchema,
      rescheduleSchema,
      proposeSchema,
      savePlanSchema,
      createTaskSchema,
      updateTaskSchema,
      reorderSchema,
      parseTaskSchema,
      saveReviewSchema,
      createJournalSchema,
      journalTasksSchema,
      updateSettingsSchema,
      createBoardSchema,
      createItemSchema,
      loginSchema,
      registerPayloadSchema,
      forgotPasswordSchema,
      resetPasswordSchema,
      inviteSchema,
      subscribeSchema,
      addCalendarSchema,
      updateCalendarSchema,
      eventAreaSchema,
      eventsQuerySchema,
      completedPageQuerySchema,
      adjustImportSchema,
      createHabitSchema,
      updateHabitSchema,
      startTimerSchema,
      manualEntrySchema,
      correctEntrySchema,
      entriesQuerySchema,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.anything(), (schema, value) => {
        const result = schema.safeParse(value);
        if (result.success) expect(typeof value).toBe("object");
      }),
      { numRuns: 2000, seed: 7 },
    );
  });
});
