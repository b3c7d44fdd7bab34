// Issue 41 item 5 on ONE browser profile: Anna views her photo, logs out, Ben signs in in the same
// browser, and Anna's photo URL does not show her picture (from the server or the HTTP cache).
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, test } from "./helpers";

async function uploadPhoto(page: Page): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: "#3a7" },
  })
    .png()
    .toBuffer();
  return page.evaluate(async (bytes) => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], "anna.png", { type: "image/png" }));
    const res = await fetch("/api/images", { method: "POST", body: form });
    if (res.status !== 201) throw new Error(`upload: ${res.status}`);
    return ((await res.json()) as { imageUrl: string }).imageUrl;
  }, Array.from(png));
}

/** Shows `url` in an <img> on the current page, as the board does; the picture's width, 0 if none. */
function shownWidth(page: Page, url: string): Promise<number> {
  return page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(0);
        img.src = src;
        document.body.append(img);
      }),
    url,
  );
}

test("after a logout, the next user of the same browser cannot see the previous user's photo", async ({
  page,
}) => {
  await register(page, newEmail("photo-anna"));
  await closeTour(page);
  const url = await uploadPhoto(page);

  // Anna views it: the browser now holds the bytes in its HTTP cache.
  expect(await shownWidth(page, url)).toBe(64);
  const viewed = await page.goto(url);
  expect(viewed?.status()).toBe(200);
  expect(viewed?.headers()["cache-control"]).toBe("private, no-cache");
  await page.goto("/");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // Ben, same browser profile.
  await register(page, newEmail("photo-ben"));
  expect(await shownWidth(page, url)).toBe(0);
  const status = await page.evaluate(async (src) => (await fetch(src)).status, url);
  expect(status).toBe(404);
  const opened = await page.goto(url);
  expect(opened?.status()).toBe(404);
  await expect(page.locator("img")).toHaveCount(0);
});
