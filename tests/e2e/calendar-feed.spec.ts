// Issue 41 item 10 under the real server (`next start` compresses answers itself): the calendar
// feed's gzip and plain bodies carry different ETags, and each revalidates with a 304.
import { gunzipSync } from "node:zlib";
import { closeTour, expect, newEmail, register, test } from "./helpers";

test("the feed's gzip and plain bodies have different ETags under next start", async ({
  page,
  playwright,
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

  // A calendar app: no cookie, its own Accept-Encoding.
  const app = await playwright.request.newContext({ baseURL });
  const plain = await app.get(path, { headers: { "accept-encoding": "identity" } });
  const zipped = await app.fetch(path, {
    headers: { "accept-encoding": "gzip" },
    // The raw bytes, as a cache would store them.
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(200);
  expect(zipped.status()).toBe(200);
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(zipped.headers()["content-encoding"]).toBe("gzip");
  expect(plain.headers()["etag"]).toBeTruthy();
  expect(zipped.headers()["etag"]).not.toBe(plain.headers()["etag"]);
  const text = (await plain.body()).toString("utf8");
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(text).toContain("Feed check");
  // Playwright hands back the decoded body; either way it is the same calendar.
  const body = await zipped.body();
  const decoded = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body;
  expect(decoded.toString("utf8")).toContain("Feed check");

  for (const tag of [plain.headers()["etag"]!, zipped.headers()["etag"]!]) {
    const again = await app.get(path, {
      headers: { "if-none-match": tag, "accept-encoding": "gzip" },
    });
    expect(again.status()).toBe(304);
  }
  await app.dispose();
});
