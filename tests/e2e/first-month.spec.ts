// Issue 47, the first month: quick add reads the past and the parts of the day.
import type { Page } from "@playwright/test";
import { addDays } from "../../lib/time/days";
import { shortDate, weekdayName } from "../../lib/time/day-labels";
import { todayIn } from "../../lib/time/clock";
import { closeTour, expect, newEmail, register, settled, test } from "./helpers";

/** How the due chip's tooltip says a day (issue 47 item 9): "Thu, 3 Dec". */
const inWords = (day: string, today: string) => `${weekdayName(day)}, ${shortDate(day, today)}`;

const ZONE = "Europe/London";
test.use({ timezoneId: ZONE });

const row = (page: Page, text: string) => page.getByTestId("task-row").filter({ hasText: text });
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

async function quickAdd(page: Page, text: string) {
  await page.getByLabel("New Task").fill(text);
  await expect(page.getByTestId("new-task-date-chip")).toBeVisible();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByLabel("New Task")).toHaveValue("");
}

test("quick add: past phrases are Overdue, a weekday's meeting is that day, parts of the day give an hour", async ({
  page,
}) => {
  await register(page, newEmail("past"));
  await closeTour(page);
  const today = todayIn(ZONE);

  await quickAdd(page, "Renew car insurance last Monday");
  const renew = row(page, "Renew car insurance").getByTestId("due-chip");
  await expect(renew).toHaveAttribute("data-overdue", "true");
  // The stored day is on the chip for tests (data-due); its tooltip says it in words.
  const renewDue = (await renew.getAttribute("data-due"))!;
  await expect(renew).toHaveAttribute(
    "title",
    `Overdue: ${weekdayName(renewDue)}, ${shortDate(renewDue, today)}`,
  );
  expect(renewDue < today).toBe(true);
  expect(renewDue >= addDays(today, -7)).toBe(true);
  expect(weekday(renewDue)).toBe(1);

  await quickAdd(page, "Paid the plumber 3 days ago");
  await expect(row(page, "Paid the plumber").getByTestId("due-chip")).toHaveAttribute(
    "data-due",
    addDays(today, -3),
  );
  await quickAdd(page, "Call the garage yesterday");
  await expect(row(page, "Call the garage").getByTestId("due-chip")).toHaveAttribute(
    "data-due",
    addDays(today, -1),
  );

  // The meeting keeps its name and is dated the coming Monday (today when today is Monday).
  await quickAdd(page, "Notes from Monday's team meeting");
  const notes = row(page, "Notes from Monday's team meeting");
  await expect(notes).toBeVisible();
  const monday = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, n)).find((d) => weekday(d) === 1);
  await expect(notes.getByTestId("due-chip")).toHaveAttribute(
    "title",
    `Due ${weekdayName(monday!)}, ${shortDate(monday!, today)}`,
  );

  await quickAdd(page, "Run tomorrow morning");
  await expect(row(page, "Run").getByTestId("due-chip")).toHaveAttribute(
    "title",
    `Due ${inWords(addDays(today, 1), today)} at 09:00`,
  );
  await quickAdd(page, "Party Saturday evening");
  const saturday = [0, 1, 2, 3, 4, 5, 6]
    .map((n) => addDays(today, n))
    .find((d) => weekday(d) === 6);
  await expect(row(page, "Party").getByTestId("due-chip")).toHaveAttribute(
    "title",
    `Due ${inWords(saturday!, today)} at 18:00`,
  );
});

test("the hours of 'morning' and 'tonight' come from Settings", async ({ page }) => {
  await register(page, newEmail("dayhours"));
  await closeTour(page);
  const today = todayIn(ZONE);
  await page.goto("/settings");
  // Typed before hydration, the hours would be the form's defaults again when it attaches.
  await settled(page);
  const card = page
    .locator("div", { has: page.getByText("Parts of the day", { exact: true }) })
    .last();
  await page.getByLabel("Morning", { exact: true }).fill("07:30");
  await page.getByLabel("Night", { exact: true }).fill("22:15");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByText("Hours saved", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Morning", { exact: true })).toHaveValue("07:30");
  await expect(card).toBeVisible();

  await page.goto("/");
  await quickAdd(page, "Run tomorrow morning");
  await expect(row(page, "Run").getByTestId("due-chip")).toHaveAttribute(
    "title",
    `Due ${inWords(addDays(today, 1), today)} at 07:30`,
  );
  await page.getByLabel("New Task").fill("Read a chapter tonight");
  await expect(page.getByTestId("new-task-date-chip")).toContainText("22:15");
});
