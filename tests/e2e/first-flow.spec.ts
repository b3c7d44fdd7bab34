// Issue 47 item 10: the first month's flows. The Edit dialog says its checklist saves at once; the
// journal opens on the newest entry's area with a count per tab; login and reset errors show at
// the field; the typed e-mail carries into "Forgot password" and back; an invitation to a member
// or a repeat within a day says so; paying during a free referral month starts after it.
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, registerWithForm, test } from "./helpers";

for (const size of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`login and reset errors show at the field, and the e-mail carries over (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const { email } = await register(page, newEmail(`field-${size.name}`));
    await page.context().clearCookies();

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    const password = page.getByLabel("Password");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();
    const describedBy = await password.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/invalid|incorrect/i);

    // The typed e-mail goes to "Forgot password?" and comes back with what was typed there.
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    const other = newEmail("typed-there");
    await page.getByLabel("Email").fill(other);
    await page.getByRole("button", { name: "Back to login" }).click();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(other);

    // A reset link that does not work: the message is at the new-password field.
    await page.goto("/auth/reset?token=not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill("another-secret");
    await page.getByLabel("Confirm new password").fill("another-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    const field = page.getByLabel("New password", { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const hint = await field.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${hint}"]`)).toHaveText(
      "This reset link is invalid or has expired.",
    );
  });
}

test("the Edit dialog says its checklist saves at once, and Cancel keeps a tick (as it says)", async ({
  page,
}) => {
  await register(page, newEmail("checklist-cancel"));
  await closeTour(page);
  const res = await page.request.post("/api/tasks", {
    data: { description: "Pack the camping gear", category: "fun_recreation" },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  await page.getByRole("button", { name: "Pack the camping gear", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Task" });
  await expect(
    edit.getByText(
      "Checklist changes save as you make them: Cancel does not undo them (a deleted item offers Undo).",
    ),
  ).toBeVisible();
  const add = edit.getByLabel("New checklist item");
  await add.fill("Tent");
  await add.press("Enter");
  await edit.getByRole("checkbox", { name: 'Tick "Tent"' }).click();
  await expect(edit.getByTestId("checklist-count")).toHaveText("1/1");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await page.getByRole("button", { name: "Pack the camping gear", exact: true }).click();
  await expect(edit.getByRole("checkbox", { name: 'Untick "Tent"' })).toBeChecked();
});

test("the journal opens on the newest entry's area, with a count on each tab", async ({ page }) => {
  await register(page, newEmail("journal-newest"));
  for (const [title, category] of [
    ["Morning run", "health"],
    ["Budget", "finances"],
    ["Evening walk", "health"],
  ]) {
    const res = await page.request.post("/api/journals", {
      data: { title, content: `${title}, written down.`, category },
    });
    expect(res.ok()).toBe(true);
  }
  await page.goto("/notebook");
  const health = page.getByRole("tab", { name: /^Health/ });
  await expect(health).toHaveAttribute("aria-selected", "true");
  await expect(health).toHaveAccessibleName("Health, 2 entries");
  await expect(page.getByRole("tab", { name: /^Finances/ })).toHaveAccessibleName(
    "Finances, 1 entry",
  );
  await expect(page.getByRole("tab", { name: /^Romance/ })).toHaveAccessibleName(
    "Romance, 0 entries",
  );
  await expect(page.getByRole("heading", { name: "Evening walk" })).toBeVisible();

  // A tab chosen after the newest entry is where the journal reopens.
  await page.getByRole("tab", { name: /^Finances/ }).click();
  await page.goto("/");
  await page.goto("/notebook");
  await expect(page.getByRole("tab", { name: /^Finances/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // A newer entry elsewhere wins over that choice.
  await page.request.post("/api/journals", {
    data: { title: "Call Dad", content: "Sunday.", category: "family_friends" },
  });
  await page.goto("/notebook");
  await expect(page.getByRole("tab", { name: /^Family/ })).toHaveAttribute("aria-selected", "true");
});

async function referralCode(page: Page): Promise<string> {
  const res = await page.request.get("/api/affiliate/code");
  return ((await res.json()) as { affiliateCode: string }).affiliateCode;
}

test("an invitation to a member says so, a second one within a day is not sent, and paying in a free month starts after it", async ({
  page,
}) => {
  const member = await register(page, newEmail("member"));
  const code = await referralCode(page);
  await page.context().clearCookies();
  // The friend signs up with the code: a free month.
  await registerWithForm(page, newEmail("friend"), "secret123", code);
  await closeTour(page);

  await page.goto("/affiliate");
  const field = page.getByLabel("Friend's email");
  const notice = page.getByTestId("invite-notice");
  await field.fill(member.email);
  await page.getByRole("button", { name: "Send Invite" }).click();
  await expect(notice).toHaveText(
    `An account with ${member.email} already exists, so no invitation was sent.`,
  );
  await expect(field).toHaveAttribute("aria-describedby", "invite-email-notice");
  await expect(page.getByText("No invitations yet.")).toBeVisible();

  const friend = newEmail("new-friend");
  await field.fill(friend);
  await page.getByRole("button", { name: "Send Invite" }).click();
  await expect(page.getByTestId("invite-list")).toContainText(friend);
  await field.fill(friend);
  await page.getByRole("button", { name: "Send Invite" }).click();
  await expect(notice).toHaveText(
    `You invited ${friend} less than a day ago, so it was not sent again. You can send a reminder after 24 hours.`,
  );
  await expect(page.getByTestId("invite-list").getByRole("listitem")).toHaveCount(1);

  // Upgrading now: nothing due today, the paid month starts when the free one ends.
  const before = (await (await page.request.get("/api/subscription")).json()) as {
    freeUntil: string;
  };
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  const notice2 = page.getByTestId("amount-notice");
  await expect(notice2).toContainText("$0.00");
  await expect(notice2).toContainText("Your free Premium runs until");
  const form = page.getByRole("form", { name: "Demo card payment" });
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByLabel("Name on card").fill("Ada Lovelace");
  await form.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(/\/settings/);
  const after = (await (await page.request.get("/api/subscription")).json()) as {
    paidUntil: string;
  };
  const expected = new Date(before.freeUntil);
  expected.setUTCMonth(expected.getUTCMonth() + 1);
  expect(after.paidUntil).toBe(expected.toISOString());
});
