// Issue 44 item 5 (and the palette of item 4) in Chromium, at desktop and phone size: a calendar
// subscribed in Settings (served by a local HTTP server, the one host CALENDAR_ALLOWED_HOSTS names)
// adds its busy time to the wheels by time and to Insights with "Count in my balance" on; switched
// off, the time is gone; the search palette finds an event and opens its day.
import http from "node:http";
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, settled, test } from "./helpers";

const PORT = Number(process.env.E2E_PORT || 3100) + 50; // playwright.config.ts: CALENDAR_PORT
let body = "";
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(body);
  });
  await new Promise<void>((r) => server.listen(PORT, "127.0.0.1", r));
});
test.afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

/**
 * Floating times (read in the user's zone) as the page's clock has them: a two-hour meeting that
 * ended half an hour ago, and a 90-minute review tomorrow at 10:00 in Room 7.
 */
async function times(page: Page) {
  return page.evaluate(() => {
    const pad = (n: number) => String(n).padStart(2, "0");
    const ics = (d: Date) =>
      `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}T${pad(d.getHours())}${pad(d.getMinutes())}00`;
    const now = Date.now();
    const tomorrow = new Date(now + 86_400_000);
    const day = `${tomorrow.getFullYear()}${pad(tomorrow.getMonth() + 1)}${pad(tomorrow.getDate())}`;
    return {
      pastStart: ics(new Date(now - 150 * 60_000)),
      pastEnd: ics(new Date(now - 30 * 60_000)),
      reviewStart: `${day}T100000`,
      reviewEnd: `${day}T113000`,
    };
  });
}

function calendar(t: Awaited<ReturnType<typeof times>>): string {
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "X-WR-CALNAME:Work",
    "BEGIN:VEVENT",
    "UID:planning@e2e-balance",
    `DTSTART:${t.pastStart}`,
    `DTEND:${t.pastEnd}`,
    "SUMMARY:Quarterly planning",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:review@e2e-balance",
    `DTSTART:${t.reviewStart}`,
    `DTEND:${t.reviewEnd}`,
    "SUMMARY:Design review",
    "LOCATION:Room 7",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`calendar time in the balance at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("event minutes count with the switch on, are gone with it off, and the palette finds an event", async ({
      page,
    }) => {
      await register(page, newEmail(`calbal-${size.name}`));
      await closeTour(page);
      body = calendar(await times(page));

      await page.goto("/settings");
      await page
        .getByLabel("Calendar address")
        .fill(`http://127.0.0.1:${PORT}/calendar/ical/me/private-5e6f7a8b9c0d/basic.ics`);
      await page.getByLabel("Name (optional)").fill("Work");
      await page.getByRole("button", { name: "Add calendar" }).click();
      const list = page.getByRole("list", { name: "Your calendars" });
      await expect(list.getByRole("heading", { name: "Work" })).toBeVisible();
      const toggle = list.getByRole("switch", { name: "Count in my balance" });
      await expect(toggle).toBeChecked();

      // The wheels by time: the meeting that is over beside the completed tasks, the review ahead
      // beside the tasks to do, each area saying its calendar part.
      await page.goto("/");
      await expect(page.getByTestId("wheel-completed-basis")).toContainText(
        "and 2 h from your calendar (last 7 days)",
      );
      await expect(page.getByTestId("wheel-active-basis")).toContainText(
        "and 1 h 30 m from your calendar (next 7 days)",
      );
      await expect(page.getByTestId(/^legend-completed-.*-calendar$/)).toHaveText(
        "2 h of it from your calendar",
      );
      await expect(page.getByTestId(/^legend-active-.*-calendar$/)).toHaveText(
        "1 h 30 m of it from your calendar",
      );

      // Insights: this week's table says the calendar's part.
      await page.goto("/insights");
      await expect(page.getByTestId("area-share-table")).toContainText(
        "2 h of it from your calendar",
      );

      // Switched off: saved at once, and the time is gone from the wheels and Insights.
      await page.goto("/settings");
      const saved = page.waitForResponse(
        (r) => r.request().method() === "PATCH" && /\/api\/calendars\/\d+$/.test(r.url()),
      );
      await list.getByRole("switch", { name: "Count in my balance" }).click();
      expect((await saved).status()).toBe(200);
      await expect(list.getByRole("switch", { name: "Count in my balance" })).not.toBeChecked();
      await page.goto("/");
      await expect(page.getByTestId("wheel-completed-basis")).toBeVisible();
      await expect(page.getByTestId("wheel-completed-basis")).not.toContainText("calendar");
      await expect(page.getByTestId("wheel-active-basis")).not.toContainText("calendar");
      await expect(page.getByTestId(/^legend-.*-calendar$/)).toHaveCount(0);
      await page.goto("/insights");
      await expect(page.getByTestId("insights-empty")).toBeVisible();

      // The palette finds the review by its place and opens its day in Upcoming.
      await page.goto("/");
      await settled(page); // the shortcut and the button listen once the page has hydrated
      if (size.name === "phone") await page.getByTestId("search-icon").click();
      else await page.keyboard.press("Control+k");
      const palette = page.getByRole("dialog", { name: "Search" });
      await expect(palette.getByRole("combobox")).toBeFocused();
      await page.keyboard.type("room");
      const hit = palette.getByTestId("palette-event");
      await expect(hit).toContainText("Design review");
      await expect(hit).toContainText("Tomorrow");
      await expect(hit).toContainText("10:00 · Work");
      await page.keyboard.press("Enter");
      await expect(palette).toBeHidden();
      await expect(page.getByRole("radio", { name: "Upcoming" })).toBeChecked();
      const events = page.getByTestId("day-events");
      await expect(
        events.getByTestId("calendar-event").filter({ hasText: "Design review" }),
      ).toContainText("10:00–11:30");
      await expect(events.getByRole("heading", { name: /From your calendars/ })).toBeFocused();
    });
  });
}
