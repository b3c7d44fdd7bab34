import type { Page } from "@playwright/test";
import { becomePremium, expect, fakeSpeech, newEmail, register, test, toasts } from "./helpers";

const ACTIONABLE = "Today I felt tired.\nI need to book a dentist appointment and call my mom.";

async function openJournal(page: Page) {
  await page.goto("/notebook");
  await expect(page.getByRole("heading", { name: "My Journal", level: 1 })).toBeVisible();
}

async function writeEntry(page: Page, title: string, content: string) {
  await page.getByRole("button", { name: "New Entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New Journal Entry" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill(content);
  await dialog.getByRole("button", { name: "Save Entry" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText("Journal entry created", { exact: true })).toBeVisible();
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
}

test("write an entry, create tasks manually and find them on the dashboard", async ({ page }) => {
  await register(page, newEmail("journal"));
  await openJournal(page);

  // 8 area tabs; the default area is open and empty.
  await expect(page.getByRole("tab")).toHaveCount(8);
  await expect(page.getByRole("tab", { name: "Personal Growth" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText("No journal entries yet for this category")).toBeVisible();

  await page.getByRole("button", { name: "Create your first entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New Journal Entry" });
  await dialog.getByRole("button", { name: "Save Entry" }).click();
  await expect(
    dialog.getByText("Please provide both a title and content for your journal entry"),
  ).toBeVisible();

  await dialog.getByLabel("Title").fill("Sunday plans");
  // Line breaks are kept and markup is shown as typed, never rendered.
  await dialog.getByLabel("Content").fill("First line\nSecond line <b>not bold</b>");
  await dialog.getByRole("button", { name: "Save Entry" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText("Journal entry created", { exact: true })).toBeVisible();

  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Sunday plans" }) });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("journal-content")).toHaveJSProperty(
    "innerText",
    "First line\nSecond line <b>not bold</b>",
  );
  await expect(card.locator("b")).toHaveCount(0);
  const longDate = new Date().toLocaleDateString("en-US", { dateStyle: "long" });
  await expect(card.locator("time")).toHaveText(longDate);

  await card.getByRole("button", { name: "Create Tasks Manually" }).click();
  const tasksDialog = page.getByRole("dialog", { name: "Create Tasks" });
  await expect(tasksDialog.getByLabel("Task 1 category")).toHaveText(/Personal Growth/);
  // A single row cannot be removed; a blank list is refused.
  await expect(tasksDialog.getByRole("button", { name: "Remove task 1" })).toHaveCount(0);
  await tasksDialog.getByRole("button", { name: "Save Tasks" }).click();
  await expect(
    tasksDialog.getByText("Please add at least one task with a description"),
  ).toBeVisible();

  await tasksDialog.getByLabel("Task 1 description").fill("Read twenty pages of a novel");
  await tasksDialog.getByRole("button", { name: "Add Task" }).click();
  await tasksDialog.getByLabel("Task 2 description").fill("Stretch for ten minutes");
  await tasksDialog.getByLabel("Task 2 category").click();
  await page.getByRole("option", { name: "Health" }).click();
  await tasksDialog.getByRole("button", { name: "Add Task" }).click();
  await tasksDialog.getByLabel("Task 3 description").fill("Row I change my mind about");
  await tasksDialog.getByRole("button", { name: "Remove task 3" }).click();
  await expect(tasksDialog.getByLabel("Task 3 description")).toHaveCount(0);
  await tasksDialog.getByRole("button", { name: "Add Task" }).click(); // left blank: skipped
  await tasksDialog.getByRole("button", { name: "Save Tasks" }).click();

  const done = page.getByRole("dialog", { name: "Tasks Created" });
  await expect(done.getByRole("listitem")).toHaveCount(2);
  await expect(done.getByText("Read twenty pages of a novel")).toBeVisible();
  await expect(done.getByText("Stretch for ten minutes")).toBeVisible();
  await done.getByRole("button", { name: "View Tasks on Dashboard" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Read twenty pages of a novel", { exact: true })).toBeVisible();
  await expect(page.getByText("Stretch for ten minutes", { exact: true })).toBeVisible();
});

test("edit moves an entry to its new area; delete asks first", async ({ page }) => {
  await register(page, newEmail("journal-edit"));
  await openJournal(page);
  const card = await writeEntry(page, "Draft thoughts", "Something to revise");

  await card.getByRole("button", { name: "Edit entry" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Journal Entry" });
  await expect(dialog.getByLabel("Title")).toHaveValue("Draft thoughts");
  await expect(dialog.getByLabel("Content")).toHaveValue("Something to revise");
  await dialog.getByLabel("Title").fill("Revised thoughts");
  await dialog.getByLabel("Life Area").click();
  await page.getByRole("option", { name: "Finances" }).click();
  await dialog.getByRole("button", { name: "Update Entry" }).click();
  await expect(toasts(page).getByText("Journal entry updated", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Finances" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  const revised = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Revised thoughts" }) });
  await revised.getByRole("button", { name: "Delete entry" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(
    confirm.getByText("Are you sure you want to delete this journal entry?"),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(revised).toBeVisible();

  await revised.getByRole("button", { name: "Delete entry" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Journal entry deleted", { exact: true })).toBeVisible();
  await expect(page.getByText("No journal entries yet for this category")).toBeVisible();

  // Still gone after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Revised thoughts" })).toHaveCount(0);
});

test("a free user's extraction opens the premium dialog", async ({ page }) => {
  await register(page, newEmail("journal-free"));
  await openJournal(page);
  const card = await writeEntry(page, "Busy week ahead", ACTIONABLE);

  await card.getByRole("button", { name: "Extract Tasks with AI" }).click();
  const dialog = page.getByRole("dialog", { name: "Premium Feature" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await card.getByRole("button", { name: "Extract Tasks with AI" }).click();
  await page
    .getByRole("dialog", { name: "Premium Feature" })
    .getByRole("button", { name: "Upgrade to Premium" })
    .click();
  await expect(page).toHaveURL(/\/subscribe$/);
});

async function reviewAndSaveExtraction(page: Page) {
  await openJournal(page);
  const card = await writeEntry(page, "Busy week ahead", ACTIONABLE);
  await card.getByRole("button", { name: "Extract Tasks with AI" }).click();

  const review = page.getByRole("dialog", { name: "Review Extracted Tasks" });
  await expect(review).toBeVisible();
  await expect(review.getByLabel("Task 1 description")).toHaveValue("Book a dentist appointment");
  await expect(review.getByLabel("Task 2 description")).toHaveValue("Call my mom");
  await expect(review.getByLabel("Task 2 category")).toHaveText(/Family & Friends/);
  await review.getByLabel("Task 2 description").fill("Call my mom on Sunday");
  await review.getByRole("button", { name: "Save Tasks" }).click();

  const done = page.getByRole("dialog", { name: "Tasks Created" });
  await expect(done.getByText("Book a dentist appointment")).toBeVisible();
  await expect(done.getByText("Call my mom on Sunday")).toBeVisible();
  await done.getByRole("button", { name: "Stay Here" }).click();
  await expect(done).toBeHidden();
  await expect(page).toHaveURL(/\/notebook$/);

  const tasks = (await (await page.request.get("/api/tasks")).json()) as { description: string }[];
  expect(tasks.map((t) => t.description)).toEqual(
    expect.arrayContaining(["Book a dentist appointment", "Call my mom on Sunday"]),
  );
}

test("a premium user's extraction shows the review dialog with the entry's tasks", async ({
  page,
}) => {
  await register(page, newEmail("journal-premium"));
  await becomePremium(page);
  await reviewAndSaveExtraction(page);
});

test("an extracted task's due date reads in words, never as the stored date", async ({ page }) => {
  await register(page, newEmail("journal-due"));
  await becomePremium(page);
  await openJournal(page);
  const card = await writeEntry(page, "Errands", "I need to renew my passport tomorrow at 9am.");
  await card.getByRole("button", { name: "Extract Tasks with AI" }).click();
  const review = page.getByRole("dialog", { name: "Review Extracted Tasks" });
  await expect(review.getByTestId("draft-due")).toHaveText(
    /^Due (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}( \d{4})? 09:00$/,
  );
});

test("voice input records, processes and fills the title and content", async ({ page }) => {
  await page.addInitScript(fakeSpeech("today I walked in the park and I need to call my sister"));
  await register(page, newEmail("journal-voice"));
  await openJournal(page);
  await page.getByRole("button", { name: "New Entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New Journal Entry" });

  await dialog.getByRole("button", { name: "Voice Input" }).click();
  await expect(dialog.getByText(/^Recording 00:0\d$/)).toBeVisible();
  await expect(dialog.getByText("today I walked")).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __speechConfig: unknown }).__speechConfig),
  ).toEqual({
    lang: "en-US",
    continuous: true,
    interimResults: true,
  });
  await expect(dialog.getByText(/^Recording 00:0[1-9]$/)).toBeVisible(); // the timer ticks
  await dialog.getByRole("button", { name: "Stop" }).click();

  await expect(dialog.getByLabel("Title")).toHaveValue("Today I walked in the");
  await expect(dialog.getByLabel("Content")).toHaveValue(
    "Today I walked in the park and I need to call my sister.",
  );
  await expect(dialog.getByRole("button", { name: "Voice Input" })).toBeVisible();
  await dialog.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByRole("heading", { name: "Today I walked in the" })).toBeVisible();
});

test("when the server cannot process the transcript, the entry is built locally", async ({
  page,
}) => {
  await page.addInitScript(fakeSpeech("grateful for a slow morning with coffee and rain"));
  await register(page, newEmail("journal-voice-fallback"));
  await page.route("**/api/journals/process-voice", (route) => route.abort());
  await openJournal(page);
  await page.getByRole("button", { name: "New Entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New Journal Entry" });
  await dialog.getByLabel("Content").fill("Typed first.");
  await dialog.getByRole("button", { name: "Voice Input" }).click();
  await dialog.getByRole("button", { name: "Stop" }).click();
  // Spec §8 fallback: the title is the first five words; the words are added below the typed text.
  await expect(dialog.getByLabel("Content")).toHaveValue(
    "Typed first.\n\ngrateful for a slow morning with coffee and rain",
  );
  await expect(dialog.getByLabel("Title")).toHaveValue("grateful for a slow morning");
});

test("without speech recognition the dialog says so", async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).SpeechRecognition;
    delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
  });
  await register(page, newEmail("journal-novoice"));
  await openJournal(page);
  await page.getByRole("button", { name: "New Entry" }).click();
  await expect(
    page.getByRole("dialog").getByText("Voice input not supported in your browser"),
  ).toBeVisible();
});
