// Issue 41 item 10 under the real server (`next start` compresses answers itself): a calendar app
// that asks for gzip gets the feed compressed once (the route once gzipped it too, and the server
// compressed those bytes again), and the feed revalidates with a 304.
import { closeTour, expect, newEmail, register, test } from "./helpers";

test("a calendar app asking for gzip gets the feed compressed once, and a 304 to its ETag", async ({
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

  // A calendar app: no cookie, its own Accept-Encoding; the raw bytes as they came.
  const app = await playwright.request.newContext({ baseURL });
  const plain = await app.get(path, { headers: { "accept-encoding": "identity" } });
  const zipped = await app.fetch(path, { headers: { "accept-encoding": "gzip" } });
  expect(plain.status()).toBe(200);
  expect(zipped.status()).toBe(200);
  const text = (await plain.body()).toString("utf8");
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(text).toContain("Feed check");
  // Playwright decodes what the server encoded: what is left must be the calendar, not more gzip.
  const body = await zipped.body();
  expect([body[0], body[1]]).not.toEqual([0x1f, 0x8b]);
  expect(body.toString("utf8")).toContain("BEGIN:VCALENDAR");
  const again = await app.get(path, {
    headers: { "if-none-match": plain.headers()["etag"]!, "accept-encoding": "gzip" },
  });
  expect(again.status()).toBe(304);
  await app.dispose();
});
