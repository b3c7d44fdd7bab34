// Issue 41 item 10 under the real server (`next start` compresses answers itself): a calendar app
// that asks for gzip gets the feed compressed once (the route once gzipped it too, and the server
// compressed those bytes again); each coding the server gives the feed has its own ETag, and each
// revalidates with a 304 on its own tag (docs/decisions/calendar-interop.md).
import http from "node:http";
import zlib from "node:zlib";
import nodeIcal from "node-ical";
import { closeTour, expect, newEmail, register, test } from "./helpers";

type Raw = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer };

/** A calendar app's request with Node's own client: no cookie, and the bytes as they came (not decoded). */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: url.hostname, port: url.port, path: url.pathname, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

/** The body decoded once, by the coding the response names. */
function decodeOnce(r: Raw): string {
  const coding = r.headers["content-encoding"];
  if (coding === "gzip") return zlib.gunzipSync(r.bytes).toString("utf8");
  if (coding === "deflate") return zlib.inflateSync(r.bytes).toString("utf8");
  expect(coding).toBeUndefined();
  return r.bytes.toString("utf8");
}

/** node-ical's events of a text that must be a calendar. */
function events(text: string) {
  expect(text.startsWith("BEGIN:VCALENDAR")).toBe(true);
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  return Object.values(nodeIcal.sync.parseICS(text)).filter((c) => c?.type === "VEVENT");
}

test("each coding of the feed has its own ETag and 304; the body decoded once is the calendar", async ({
  page,
  baseURL,
}) => {
  await register(page, newEmail("feed-etag"));
  await closeTour(page);
  const created = await page.request.post("/api/tasks", {
    data: { description: "Feed check", category: "health", dueDate: "2030-01-02" },
  });
  expect(created.status()).toBe(201);
  const { feedUrl } = (await (await page.request.get("/api/calendar")).json()) as {
    feedUrl: string;
  };
  const path = new URL(feedUrl).pathname;
  const get = (headers: Record<string, string>) => rawGet(baseURL!, path, headers);

  const plain = await get({ "accept-encoding": "identity" });
  const zipped = await get({ "accept-encoding": "gzip" });
  expect(plain.status).toBe(200);
  expect(zipped.status).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(zipped.headers["content-encoding"]).toBe("gzip");
  // Compressed once: what gunzip gives is the calendar itself, the same text as the plain body.
  const text = decodeOnce(plain);
  expect(decodeOnce(zipped)).toBe(text);
  const read = events(text);
  expect(read.map((e) => (e as { summary?: string }).summary)).toContain("Feed check");

  // Two codings, two tags; both name the same version.
  const plainTag = plain.headers.etag!;
  const zippedTag = zipped.headers.etag!;
  expect(plainTag).toMatch(/^"[^"]+"$/);
  expect(zippedTag).toBe(plainTag.replace(/"$/, '-gzip"'));
  expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
  expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);

  // Each revalidates on its own tag, and a 304 carries that tag.
  const plain304 = await get({ "accept-encoding": "identity", "if-none-match": plainTag });
  expect(plain304.status).toBe(304);
  expect(plain304.headers.etag).toBe(plainTag);
  const zipped304 = await get({ "accept-encoding": "gzip", "if-none-match": zippedTag });
  expect(zipped304.status).toBe(304);
  expect(zipped304.headers.etag).toBe(zippedTag);
  expect(zipped304.headers.vary).toMatch(/Accept-Encoding/i);
  // The other coding's tag names other bytes: the whole body again, in this request's coding.
  const crossed = await get({ "accept-encoding": "gzip", "if-none-match": plainTag });
  expect(crossed.status).toBe(200);
  expect(crossed.headers.etag).toBe(zippedTag);
  expect(decodeOnce(crossed)).toBe(text);

  // The tag's coding is the one the server really used, whatever the client asks.
  for (const [acceptEncoding, coding] of [
    ["gzip, deflate, br", "gzip"],
    ["deflate", "deflate"],
    ["deflate;q=1, gzip;q=0.5", "gzip"],
    ["gzip;q=0, deflate", "deflate"],
    ["identity;q=1, gzip;q=0.5", undefined],
    ["br", undefined],
    ["*", "gzip"],
    ["gzip;q=0", undefined],
  ] as const) {
    const r = await get({ "accept-encoding": acceptEncoding });
    expect(r.status, acceptEncoding).toBe(200);
    expect(r.headers["content-encoding"], acceptEncoding).toBe(coding);
    expect(r.headers.etag, acceptEncoding).toBe(
      coding ? plainTag.replace(/"$/, `-${coding}"`) : plainTag,
    );
    expect(decodeOnce(r), acceptEncoding).toBe(text);
  }
  // And without any Accept-Encoding: plain, with the plain tag.
  const none = await get({});
  expect(none.headers["content-encoding"]).toBeUndefined();
  expect(none.headers.etag).toBe(plainTag);
});
