// Dates and recurring tasks as a person uses them: quick add with a chip, Today/Upcoming, the
// next occurrence after a tick, the picker, and the calendar link in Settings.
import type { Page } from "@playwright/test";
import { addDays } from "../../lib/time/days";
import { dayLabel } from "../../lib/time/day-labels";
import { todayIn } from "../../lib/time/clock";
import { ordinal } from "../../lib/tasks/recurrence-label";
import { closeTour, expect, newEmail, register, test, toasts } from "./helpers";

// A zone far from the server's UTC: the chip, the views and the server must all use it.
const ZONE = "Pacific/Auckland";
test.use({ timezoneId: ZONE });

const taskRows = (page: Page) => page.getByTestId("task-row");
const scope = (page: Page, name: "All" | "Today" | "Upcoming") =>
  page.getByRole("radiogroup", { name: "Show tasks" }).getByRole("radio", { name });

test("quick add: 'Call mom tomorrow at 5pm' shows a chip, adds a dated task, and it is under Upcoming, not Today", async ({
  page,
}) => {
  await register(page, newEmail("dates"));
  await closeTour(page);
  const today = todayIn(ZONE);

  await page.getByLabel("New Task").fill("Call mom tomorrow at 5pm");
  const chip = page.getByTestId("new-task-date-chip");
  await expect(chip).toContainText("Tomorrow 17:00");
  await expect(page.getByText("Adds “Call mom”")).toBeVisible();
  await page.getByRole("button", { name: "Add", exact: true }).click();

  const row = taskRows(page).filter({ hasText: "Call mom" });
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: "Call mom", exact: true })).toBeVisible(); // the date words are gone
  await expect(row.getByTestId("due-chip")).toHaveText("Tomorrow 17:00");
  await expect(chip).toBeHidden();

  await scope(page, "Today").click();
  await expect(page.getByRole("heading", { name: /Due Today/ })).toBeVisible();
  await expect(taskRows(page).filter({ hasText: "Call mom" })).toHaveCount(0);

  await scope(page, "Upcoming").click();
  const tomorrow = page.getByRole("region", { name: new RegExp(`^Tomorrow · `) });
  await expect(tomorrow.getByTestId("task-row").filter({ hasText: "Call mom" })).toBeVisible();

  // Removing the chip keeps the words as typed, with no date.
  await scope(page, "All").click();
  await page.getByLabel("New Task").fill("Read the book club pick by Friday");
  await page.getByRole("button", { name: "Remove date" }).click();
  await expect(page.getByTestId("new-task-date-chip")).toBeHidden();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const plain = taskRows(page).filter({ hasText: "Read the book club pick by Friday" });
  await expect(plain).toBeVisible();
  await expect(plain.getByTestId("due-chip")).toHaveCount(0);

  // Something due today shows under Today.
  await page.getByLabel("New Task").fill("Pay the electricity bill today");
  await expect(page.getByTestId("new-task-date-chip")).toContainText("Today");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(taskRows(page).filter({ hasText: "Pay the electricity bill" })).toBeVisible();
  await scope(page, "Today").click();
  await expect(
    taskRows(page).filter({ hasText: "Pay the electricity bill" }).getByTestId("due-chip"),
  ).toHaveText("Today");
  await expect(page.getByTestId("task-count")).toHaveText("1 task");
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("a weekly task ticked brings the next one; the picker sets a monthly rule", async ({
  page,
}) => {
  await register(page, newEmail("recurring"));
  await closeTour(page);
  const today = todayIn(ZONE);

  await page.getByLabel("New Task").fill("Gym every Monday and Thursday");
  await expect(page.getByTestId("new-task-date-chip")).toContainText("Every Mon, Thu");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const gym = taskRows(page).filter({ hasText: "Gym" });
  await expect(gym).toHaveCount(1);
  const firstLabel = (await gym.getByTestId("due-chip").innerText()).split("\n")[0]!;

  await gym.getByRole("checkbox").click();
  await expect(toasts(page).getByText("Next one scheduled", { exact: true })).toBeVisible();
  const next = taskRows(page).filter({ hasText: "Gym" });
  await expect(next).toHaveCount(1);
  await expect(next.getByTestId("due-chip")).not.toHaveText(firstLabel);
  await expect(next.getByTestId("due-chip")).toContainText("Every Mon, Thu");
  await page.getByRole("radio", { name: "Completed" }).click();
  await expect(taskRows(page).filter({ hasText: "Gym" })).toHaveCount(1);
  await page.getByRole("radio", { name: "To Do" }).click();

  // The picker: a date and a monthly repeat, without typing any date words.
  await page.getByLabel("New Task").fill("Pay rent");
  await page.getByRole("button", { name: "Set date and repeat" }).click();
  const due = addDays(today, 3);
  await page.getByLabel("Due date").fill(due);
  await page
    .getByLabel("Repeat", { exact: true })
    .selectOption({ label: `Monthly on the ${ordinal(Number(due.slice(8)))}` });
  await expect(page.getByTestId("new-task-date-chip")).toContainText(dayLabel(due, today));
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const rent = taskRows(page).filter({ hasText: "Pay rent" });
  await expect(rent.getByTestId("due-chip")).toContainText(
    `Monthly on the ${ordinal(Number(due.slice(8)))}`,
  );
});

test("Add pressed before the date reader has loaded still dates the task (a slow network)", async ({
  page,
}) => {
  await register(page, newEmail("slow-parser"));
  await closeTour(page);
  const today = todayIn(ZONE);
  // The reader of dates loads on the first keystroke; on a slow network it comes 2 s later.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.getByLabel("New Task").fill("Renew passport in 3 days");
  await page.getByLabel("New Task").press("Enter");
  const row = taskRows(page).filter({ hasText: "Renew passport" });
  await expect(row.getByTestId("due-chip")).toHaveText(dayLabel(addDays(today, 3), today));
  await expect(row).not.toContainText("in 3 days");
  await expect(taskRows(page).filter({ hasText: "Renew passport" })).toHaveCount(1);
});

test("edit a task's date, then clear it", async ({ page }) => {
  await register(page, newEmail("edit-date"));
  await closeTour(page);
  const today = todayIn(ZONE);
  await page.getByLabel("New Task").fill("Renew passport in 3 days");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const row = taskRows(page).filter({ hasText: "Renew passport" });
  await expect(row.getByTestId("due-chip")).toHaveText(dayLabel(addDays(today, 3), today));

  await row.getByRole("button", { name: /^Edit "/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  await expect(dialog.getByLabel("Due date")).toHaveValue(addDays(today, 3));
  await dialog.getByLabel("Due date").fill(addDays(today, 1));
  await dialog.getByLabel("Time", { exact: true }).fill("09:15");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(row.getByTestId("due-chip")).toHaveText("Tomorrow 09:15");

  await row.getByRole("button", { name: /^Edit "/ }).click();
  await dialog.getByLabel("Due date").fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("due-chip")).toHaveCount(0);
});

test("Settings: the calendar link serves a calendar with the dated task; Reset kills the old link; the time zone can change", async ({
  page,
  context,
}) => {
  await register(page, newEmail("calendar"));
  await closeTour(page);
  await page.getByLabel("New Task").fill("Dentist on Friday at 9am");
  // The row shows before the server has it: leave the page only once the task is saved.
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/tasks" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(taskRows(page).filter({ hasText: "Dentist" })).toBeVisible();
  expect((await saved).status()).toBe(201);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Show my calendar link" }).click();
  const link = page.getByLabel("Your private calendar link");
  await expect(link).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await link.inputValue();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(toasts(page).getByText("Link copied", { exact: true })).toBeVisible();

  // A calendar client fetches it with no cookie.
  const feed = await page.request.fetch(url, { headers: { cookie: "" } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const body = await feed.text();
  expect(body).toContain("BEGIN:VCALENDAR");
  expect(body).toContain("SUMMARY:Dentist");
  expect(body).toContain(`TZID=${ZONE}`);

  await page.getByRole("button", { name: "Reset link" }).click();
  await page.getByRole("group").getByRole("button", { name: "Reset link" }).click();
  await expect(toasts(page).getByText("New link created", { exact: true })).toBeVisible();
  await expect(link).not.toHaveValue(url);
  expect((await page.request.fetch(url)).status()).toBe(404);

  // The zone stored at sign-up is the browser's; Settings changes it.
  const zone = page.getByLabel("Time zone", { exact: true });
  await expect(zone).toHaveValue(ZONE);
  await zone.selectOption("Europe/Paris");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(toasts(page).getByText("Time zone saved", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("Europe/Paris");
});
