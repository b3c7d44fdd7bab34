// Issue 22 items 3, 4 and 5 in the browser: generation marked Premium before any typing, every
// "Upgrade to Premium" going to /subscribe, "Upload a photo" in both dialogs for free and premium
// users, and new items placed on free spots (no pile-up), still draggable by touch on a phone.
import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { becomePremium, closeTour, expect, newEmail, register, test, toasts } from "./helpers";

const phone = { width: 390, height: 844 };

async function photo(color: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: color },
  })
    .jpeg()
    .toBuffer();
  return { name: `${color.slice(1)}.jpg`, mimeType: "image/jpeg", buffer };
}

async function boxes(page: Page) {
  const items = page.getByTestId("canvas-item");
  return Promise.all((await items.all()).map(async (i) => (await i.boundingBox())!));
}

function expectApart(all: { x: number; y: number; width: number; height: number }[]) {
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const [a, b] = [all[i]!, all[j]!];
      const overlap =
        a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
      expect(overlap, `items ${i} and ${j} overlap: ${JSON.stringify([a, b])}`).toBe(false);
    }
  }
}

async function uploadInto(dialog: Locator, color: string) {
  await dialog.getByLabel("Upload a photo").setInputFiles(await photo(color));
  await expect(dialog.getByText("Your Photo")).toBeVisible();
  await expect(dialog.getByRole("img")).toHaveJSProperty("complete", true);
}

test.describe("free user on a phone", () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test("sees generation marked Premium with the offer before typing, builds a board from two uploaded photos, drags one by touch", async ({
    page,
  }) => {
    await register(page, newEmail("vb-photos"));
    await closeTour(page);
    await page.goto("/vision-board");
    await page.getByRole("button", { name: "Create your first vision board" }).click();
    const create = page.getByRole("dialog", { name: "Create Vision Board" });
    // Before any typing: the badge, the offer, and the free way.
    await expect(
      create.getByRole("button", { name: /Generate Image/ }).getByText("Premium"),
    ).toBeVisible();
    await expect(create.getByTestId("generation-offer")).toContainText(
      "Generating images is a Premium feature.",
    );
    await expect(
      create.getByTestId("generation-offer").getByRole("link", { name: "Upgrade to Premium" }),
    ).toHaveAttribute("href", "/subscribe");
    await expect(create.getByText("Upload a photo")).toBeVisible();

    await create.getByLabel("Title").fill("Home");
    await create.getByLabel("Description").fill("A garden of our own");
    await uploadInto(create, "#2a7");
    await create.getByRole("button", { name: "Create Vision Board" }).click();
    await expect(
      toasts(page).getByText("Vision board created successfully", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();

    for (const [description, color] of [
      ["Tomatoes", "#c33"],
      ["A bench", "#36c"],
    ] as const) {
      await page.getByRole("button", { name: "Add Item" }).first().click();
      const add = page.getByRole("dialog", { name: "Add Item to Vision Board" });
      await expect(add.getByTestId("generation-offer")).toBeVisible();
      await add.getByLabel("Description").fill(description);
      await uploadInto(add, color);
      await add.getByRole("button", { name: "Add to Vision Board" }).click();
      await expect(add).toBeHidden();
      await expect(page.getByTestId("canvas-item").filter({ hasText: description })).toBeVisible();
    }
    await expect(page.getByTestId("canvas-item")).toHaveCount(3); // the photo chosen at creation is the first (issue 31)
    expectApart(await boxes(page));

    // A swipe that starts on an item moves it.
    const item = page.getByTestId("canvas-item").first();
    const before = (await item.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const x = before.x + 100;
    const y = before.y + 100;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let i = 1; i <= 10; i++)
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: x + i * 3, y: y + i * 20 }],
      });
    const saved = page.waitForResponse(
      (r) => r.url().includes("/api/vision-board-items/") && r.request().method() === "PATCH",
    );
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    expect((await saved).status()).toBe(200);
    const after = (await item.boundingBox())!;
    expect(after.y - before.y).toBeGreaterThan(150);
  });

  test("the premium dialog's Upgrade to Premium goes to /subscribe", async ({ page }) => {
    await register(page, newEmail("vb-upgrade"));
    await closeTour(page);
    await page.goto("/vision-board");
    await page.getByRole("button", { name: "Create your first vision board" }).click();
    const create = page.getByRole("dialog", { name: "Create Vision Board" });
    await create.getByLabel("Description").fill("A mountain cabin");
    await create.getByRole("button", { name: /Generate Image/ }).click();
    const premium = page.getByRole("dialog", { name: "Premium Feature" });
    await premium.getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });
});

test("premium on a desktop: no badge, Upload a photo offered too, three generated items do not overlap", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await register(page, newEmail("vb-three"));
  await becomePremium(page);
  await page.goto("/vision-board");
  await page.getByRole("button", { name: "Create your first vision board" }).click();
  const create = page.getByRole("dialog", { name: "Create Vision Board" });
  await expect(create.getByText("Upload a photo")).toBeVisible();
  await expect(create.getByTestId("generation-offer")).toHaveCount(0);
  await expect(create.getByRole("button", { name: "Generate Image", exact: true })).toBeVisible();
  await create.getByLabel("Title").fill("Travel");
  await create.getByLabel("Description").fill("Places to see");
  await create.getByRole("button", { name: "Generate Image" }).click();
  await expect(create.getByText("Generated Image")).toBeVisible();
  await create.getByRole("button", { name: "Create Vision Board" }).click();
  await expect(page.getByRole("heading", { name: "Travel" })).toBeVisible();

  for (const description of ["Kyoto in spring", "The fjords", "A night train"]) {
    await page.getByRole("button", { name: "Add Item" }).first().click();
    const add = page.getByRole("dialog", { name: "Add Item to Vision Board" });
    await add.getByLabel("Description").fill(description);
    await add.getByRole("button", { name: "Generate Image" }).click();
    await expect(add.getByText("Generated Image")).toBeVisible();
    await add.getByRole("button", { name: "Add to Vision Board" }).click();
    await expect(add).toBeHidden();
    await expect(page.getByTestId("canvas-item").filter({ hasText: description })).toBeVisible();
  }
  await expect(page.getByTestId("canvas-item")).toHaveCount(4); // the picture chosen at creation, then three
  expectApart(await boxes(page));
});
