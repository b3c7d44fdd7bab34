// The multipart reader of the route wrapper (lib/http/multipart.ts): read against undici's own
// parser (`Response.formData()`) on the forms our clients send, refused cleanly on broken and
// hostile ones, and never holding the event loop long on a big body that arrives in one chunk, nor
// when the route reads the parsed file's bytes.
import os from "node:os";
import { describe, expect, it } from "vitest";
import { readMultipart } from "@/lib/http/multipart";
import { readFileBytes } from "@/lib/server/read-body";
import { eventLoopBlock } from "@/bench/event-loop-block";
import { ApiError } from "@/lib/errors/api-error";

const MB = 1024 * 1024;

/** A request carrying `form` exactly as fetch would send it (its boundary in the type). */
async function encoded(form: FormData): Promise<{ type: string; bytes: Uint8Array<ArrayBuffer> }> {
  const req = new Request("http://x/", { method: "POST", body: form });
  return {
    type: req.headers.get("content-type")!,
    bytes: new Uint8Array(await req.arrayBuffer()),
  };
}

const post = (type: string, body: BodyInit | null) =>
  new Request("http://x/", { method: "POST", headers: { "content-type": type }, body });

/** A form's entries as plain values, files read to text. */
async function entries(form: FormData) {
  const out: [string, string | { name: string; type: string; text: string }][] = [];
  for (const [name, value] of form.entries())
    out.push([
      name,
      typeof value === "string"
        ? value
        : { name: value.name, type: value.type, text: await value.text() },
    ]);
  return out;
}

async function refusal(req: Request, maxBytes = MB) {
  try {
    await readMultipart(req, maxBytes);
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error("not refused");
}

describe("readMultipart", () => {
  it("reads what undici reads: fields, files, UTF-8 names, repeated keys, empty files", async () => {
    const form = new FormData();
    form.append("source", "todoist");
    form.append("file", new File(["a,b\n1,2\n"], "Zoë's tasks — 2026.csv", { type: "text/csv" }));
    form.append("file", new File([new Uint8Array([0, 255, 13, 10, 45, 45])], "raw.bin"));
    form.append("note", "line one\r\nline two — ünïcode");
    form.append("empty", new File([], "empty.txt", { type: "text/plain" }));
    const { type, bytes } = await encoded(form);
    const ours = await readMultipart(post(type, bytes), MB);
    const undici = await new Response(bytes, { headers: { "content-type": type } }).formData();
    expect(await entries(ours)).toEqual(await entries(undici));
    const raw = ours.getAll("file")[1] as File;
    expect([...new Uint8Array(await raw.arrayBuffer())]).toEqual([0, 255, 13, 10, 45, 45]);
  });

  it("reads a body that arrives a byte at a time", async () => {
    const form = new FormData();
    form.append("file", new File(["x".repeat(3000)], "slow.csv"));
    const { type, bytes } = await encoded(form);
    let at = 0;
    const trickle = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) controller.close();
        else controller.enqueue(bytes.slice(at, ++at));
      },
    });
    const req = new Request("http://x/", {
      method: "POST",
      headers: { "content-type": type },
      body: trickle,
      duplex: "half",
    } as RequestInit);
    const file = (await readMultipart(req, MB)).get("file") as File;
    expect(await file.text()).toBe("x".repeat(3000));
  });

  it("refuses what is not multipart, an empty body, a form cut short and one without a boundary", async () => {
    expect(await refusal(post("application/json", "{}"))).toMatchObject({ status: 415 });
    expect(await refusal(post("multipart/form-data; boundary=abc", null))).toMatchObject({
      status: 400,
      message: "Request body is empty",
    });
    const { type, bytes } = await encoded(
      (() => {
        const f = new FormData();
        f.append("file", new File(["hello"], "a.txt"));
        return f;
      })(),
    );
    expect(await refusal(post(type, bytes.slice(0, bytes.length - 10)))).toMatchObject({
      status: 400,
      message: "Request body must be valid multipart/form-data",
    });
    expect(await refusal(post("multipart/form-data; charset=utf-8", "--x\r\n"))).toMatchObject({
      status: 400,
    });
    expect(await refusal(post(type, "no boundary anywhere in here"))).toMatchObject({
      status: 400,
    });
  });

  it("refuses a body past its limit and a form of thousands of parts", async () => {
    const big = new FormData();
    big.append("file", new File([new Uint8Array(2 * MB)], "big.bin"));
    const large = await encoded(big);
    expect(await refusal(post(large.type, large.bytes), MB)).toMatchObject({ status: 413 });

    const many = new FormData();
    for (let i = 0; i < 2000; i++) many.append(`f${i}`, "x");
    const flood = await encoded(many);
    expect(await refusal(post(flood.type, flood.bytes))).toMatchObject({ status: 400 });

    const long = new FormData();
    long.append("source", "x".repeat(200 * 1024));
    const longField = await encoded(long);
    expect(await refusal(post(longField.type, longField.bytes))).toMatchObject({ status: 400 });
  });

  it("parses a 20 MB body given in one chunk a slice at a time", async () => {
    const form = new FormData();
    form.append("file", new File(["a,b,c\n".repeat((20 * MB) / 6)], "big.csv"));
    const { type, bytes } = await encoded(form);
    const req = post(type, bytes);
    // Other work's turns while it parses: a request of another user, say.
    let turns = 0;
    let parsing = true;
    const other = () => {
      turns++;
      if (parsing) setImmediate(other);
    };
    setImmediate(other);
    let size = 0;
    const held = await eventLoopBlock(async () => {
      const file = (await readMultipart(req, 21 * MB)).get("file") as File;
      size = file.size;
    });
    parsing = false;
    expect(size).toBe(20 * MB - ((20 * MB) % 6));
    // Parsed whole (`Response.formData()`), the same body is one stretch of 18-40 ms on this box
    // and other work gets 2 turns; read 64 KB at a time, it gets one between slices.
    expect(turns).toBeGreaterThan(100);
    // As in tests/api/import-large.test.ts: past two runnable threads per core the bound doubles.
    const bound = os.loadavg()[0]! > os.cpus().length * 2 ? 100 : 50;
    expect(held.outsideGc).toBeLessThanOrEqual(bound);
  });

  it("hands a 20 MB file's bytes over a slice at a time, whole and in order", async () => {
    const form = new FormData();
    const line = (i: number) => `${String(i).padStart(9, "0")}\n`;
    const lines = Array.from({ length: (20 * MB) / 10 }, (_, i) => line(i)).join("");
    form.append("file", new File([lines], "big.csv"));
    const { type, bytes } = await encoded(form);
    const file = (await readMultipart(post(type, bytes), 21 * MB)).get("file") as File;
    let read = new Uint8Array();
    const held = await eventLoopBlock(async () => {
      read = await readFileBytes(file);
    });
    expect(read.byteLength).toBe(20 * MB);
    const text = new TextDecoder().decode(read);
    for (const i of [0, 1, 104_857, 1_000_000, (20 * MB) / 10 - 1])
      expect(text.slice(i * 10, i * 10 + 10)).toBe(line(i));
    // `file.arrayBuffer()` held the loop 55-110 ms for this file (Node 20).
    const bound = os.loadavg()[0]! > os.cpus().length * 2 ? 100 : 50;
    expect(held.outsideGc).toBeLessThanOrEqual(bound);
  });
});
