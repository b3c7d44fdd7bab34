// Invite by e-mail from Refer & Earn: the .eml carries the referral link, the friend signs up with
// it, and the list shows them as joined.
import { linkMailedTo } from "./mail";
import { expect, newEmail, register, registerWithForm, test, toasts } from "./helpers";

test("invite a friend by e-mail → the link signs them up with the code → listed as joined", async ({
  page,
  browser,
}) => {
  await register(page, newEmail("inviter"));
  await page.goto("/affiliate");
  const code = (await page.getByTestId("referral-code").textContent())!.trim();
  const friend = newEmail("friend");
  await page.getByLabel("Friend's email").fill(friend);
  await page.getByRole("button", { name: "Send Invite" }).click();
  await expect(toasts(page).getByText("Invitation sent", { exact: true })).toBeVisible();
  const list = page.getByTestId("invite-list");
  await expect(list.getByRole("listitem").filter({ hasText: friend })).toContainText("Invited");

  const link = new URL(
    await linkMailedTo(friend, /https?:\/\/\S+\/auth\?tab=register&referralCode=[A-Z0-9]+/),
  );
  expect(link.searchParams.get("referralCode")).toBe(code);

  const other = await browser.newContext();
  const friendPage = await other.newPage();
  await registerWithForm(friendPage, friend, "secret123", code);
  await other.close();

  await page.reload();
  await expect(
    page.getByTestId("invite-list").getByRole("listitem").filter({ hasText: friend }),
  ).toContainText("Joined");
});
