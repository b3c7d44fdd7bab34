// Issue 44 in Chromium, at desktop and phone size: add a calendar in Settings by its address
// (served by a local HTTP server started here, the one host CALENDAR_ALLOWED_HOSTS names), see its
// events in Today, and plan the day around a meeting in Plan today.
import http from "node:http";
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, openPlanToday, register, test, toasts } from "./helpers";

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

/** The user's day as the page sees it (YYYYMMDD), so floating times land on it in any zone. */
async function pageToday(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" })
      .format(new Date())
      .replace(/-/g, ""),
  );
}

/** A calendar as Google writes one, with floating times (read in the user's zone). */
function calendarFor(day: string): string {
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "X-WR-CALNAME:Work",
    "BEGIN:VEVENT",
    "UID:standup@e2e",
    `DTSTART:${day}T100000`,
    `DTEND:${day}T110000`,
    "SUMMARY:Team standup",
    "LOCATION:Room 4",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:offsite@e2e",
    `DTSTART;VALUE=DATE:${day}`,
    "SUMMARY:Company offsite week",
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

async function apiTask(page: Page, b: Record<string, unknown>) {
  const status = await page.evaluate(async (data) => {
    const res = await fetch("/api/tasks", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(data),
    });
    return res.status;
  }, b);
  expect(status).toBe(201);
}

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`calendars at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("add a calendar, see its events in Today, and plan the day around the meeting", async ({
      page,
    }) => {
      await register(page, newEmail(`cal-${size.name}`));
      await closeTour(page);
      const day = await pageToday(page);
      body = calendarFor(day);

      // Settings → Your calendars: a refused address says why; a good one is added with its status.
      await page.goto("/settings");
      await expect(page.getByRole("heading", { name: "Your calendars" })).toBeVisible();
      await page.getByLabel("Calendar address").fill("https://127.0.0.1/private/basic.ics");
      await page.getByRole("button", { name: "Add calendar" }).click();
      await expect(page.getByText(/The address was refused/)).toBeVisible();
      await page
        .getByLabel("Calendar address")
        .fill(`http://127.0.0.1:${PORT}/calendar/ical/me/private-0a1b2c3d4e5f/basic.ics`);
      await page.getByLabel("Name (optional)").fill("Work");
      await page.getByRole("button", { name: "Add calendar" }).click();
      await expect(toasts(page).getByText("Calendar added", { exact: true })).toBeVisible();
      const list = page.getByRole("list", { name: "Your calendars" });
      await expect(list.getByRole("heading", { name: "Work" })).toBeVisible();
      await expect(list.getByText(`http://127.0.0.1:${PORT}/…/basic.ics`)).toBeVisible();
      await expect(list.getByTestId("calendar-status")).toContainText("Last synced just now");
      await expect(list.getByTestId("calendar-status")).toContainText("2 events");
      await expect(page.getByText("private-0a1b2c3d4e5f")).toHaveCount(0);

      // Today: the day's events among the tasks, all-day first.
      await apiTask(page, {
        description: "Write the report",
        category: "business_career",
        estimateMinutes: 90,
      });
      await apiTask(page, {
        description: "Call the bank",
        category: "finances",
        estimateMinutes: 15,
      });
      await page.goto("/");
      await page.getByRole("radio", { name: "Today" }).click();
      const events = page.getByTestId("day-events");
      await expect(events).toBeVisible();
      const rows = events.getByTestId("calendar-event");
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText("All day");
      await expect(rows.first()).toContainText("Company offsite week");
      await expect(rows.nth(1)).toContainText("10:00–11:00");
      await expect(rows.nth(1)).toContainText("Team standup");

      // Plan today: the meeting is a fixed block; the 90-minute task goes after it.
      const dialog = await openPlanToday(page, size.name === "phone");
      await dialog.getByLabel("From", { exact: true }).fill("09:00");
      await dialog.getByLabel("Time you have (minutes)").fill("240");
      await dialog.getByRole("button", { name: "Propose again" }).click();
      const block = dialog.getByTestId("plan-event");
      await expect(block).toContainText("10:00–11:00");
      await expect(block).toContainText("Team standup");
      await expect(dialog.getByTestId("plan-all-day")).toContainText("Company offsite week");
      const bank = dialog.getByTestId("plan-item").filter({ hasText: "Call the bank" });
      const report = dialog.getByTestId("plan-item").filter({ hasText: "Write the report" });
      // Before the meeting (the welcome task may share that hour).
      await expect(bank.getByTestId("plan-item-start")).toHaveText(/^09:/);
      await expect(report.getByTestId("plan-item-start")).toHaveText("11:00");
      await expect(dialog.getByTestId("plan-total")).toContainText(
        "of 3 h free between your events",
      );
      await dialog.getByRole("button", { name: "Start my day" }).click();
      await expect(toasts(page).getByText("Your day is planned", { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      const timeline = page.getByTestId("today-timeline");
      await expect(
        timeline.getByTestId("timeline-item").filter({ hasText: "Write the report" }),
      ).toContainText("11:00–12:30");
      await expect(timeline.getByTestId("plan-clash")).toHaveCount(0);
    });
  });
}
