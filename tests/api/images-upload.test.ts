// Issue 22 item 4: POST /api/images takes a photo of the user's own (multipart/form-data, one
// `file`), recognises it by content, re-encodes it without EXIF/GPS at ≤2000 px, keeps ≤300
// images per user, serves it only to its owner; unused images go after a day.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { photoForm, TINY_PNG } from "../helpers/route-table";
import { jpegWithGps } from "../helpers/photos";
import { listUserImages, readUserImage, saveUserImage } from "@/lib/storage/images";
import {
  sweepAllUnusedImages,
  sweepUnusedImages,
  UNUSED_IMAGE_TTL_MS,
} from "@/lib/vision-boards/image-sweep";
import { MAX_STORED_IMAGES } from "@/lib/vision-boards/upload";

const upload = (client: ApiClient, form: FormData) => client.request("POST", "/api/images", form);
const idOf = (url: string) => url.split("/").pop()!;
// 0x8825 is the GPS IFD pointer tag (either byte order in the TIFF block).
const hasGpsPointer = (exif: Buffer | undefined) =>
  Boolean(
    exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))),
  );

describe("photo upload", () => {
  it("a free user uploads a JPEG: 201 { imageUrl }, resized to 2000 px, EXIF and GPS gone, owner-only", async () => {
    const { client, user } = await signedInClient("upload-free");
    const photo = await jpegWithGps();
    expect(hasGpsPointer((await sharp(photo).metadata()).exif)).toBe(true);

    const res = await upload(client, photoForm(photo, "holiday.jpg", "image/jpeg"));
    expect(res.status, res.text).toBe(201);
    expect(Object.keys(res.body)).toEqual(["imageUrl"]);
    expect(res.body.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.jpg$/);

    const served = await client.get(res.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const stored = (await readUserImage(user.id, idOf(res.body.imageUrl)))!;
    const after = await sharp(stored.bytes).metadata();
    expect(after.format).toBe("jpeg");
    expect([after.width, after.height]).toEqual([2000, 1000]);
    expect(after.exif).toBeUndefined();
    expect(hasGpsPointer(after.exif)).toBe(false);
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();

    // Another user cannot see it.
    const other = await signedInClient("upload-other");
    expect((await other.client.get(res.body.imageUrl)).status).toBe(404);
  });

  it("accepts PNG and WebP by content, keeps small photos their size", async () => {
    const { client } = await signedInClient("upload-formats");
    const png = await upload(client, photoForm(TINY_PNG));
    expect(png.status).toBe(201);
    expect(png.body.imageUrl).toMatch(/\.png$/);
    const webpBytes = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#f80" },
    })
      .webp()
      .toBuffer();
    const webp = await upload(client, photoForm(webpBytes, "x.webp", "image/webp"));
    expect(webp.status).toBe(201);
    expect(webp.body.imageUrl).toMatch(/\.webp$/);
  });

  it("refuses what is not a JPEG, PNG or WebP with 415, whatever its name says", async () => {
    const { client } = await signedInClient("upload-415");
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    for (const [bytes, name, type] of [
      [Buffer.from("just some text, not a picture"), "notes.png", "image/png"],
      [gif, "anim.jpg", "image/jpeg"],
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.png", "image/png"],
      [Buffer.concat([TINY_PNG.subarray(0, 20)]), "cut.png", "image/png"],
    ] as const) {
      const res = await upload(client, photoForm(bytes, name, type));
      expect(res.status, name).toBe(415);
      expect(res.body).toEqual({
        message:
          "This file is not a JPEG, PNG or WebP image. Please choose a photo in one of those formats.",
        code: "UNSUPPORTED_MEDIA_TYPE",
      });
    }
  });

  it("refuses a photo over 10 MB with 413", async () => {
    const { client } = await signedInClient("upload-413");
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await upload(client, photoForm(big, "big.jpg", "image/jpeg"));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("keeps at most 300 stored images per user (400 with a clear message)", async () => {
    const { client, user } = await signedInClient("upload-quota");
    await Promise.all(
      Array.from({ length: MAX_STORED_IMAGES }, () =>
        saveUserImage(user.id, TINY_PNG, "image/png"),
      ),
    );
    const res = await upload(client, photoForm());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "You have 300 stored images, the most an account can keep. Remove an item or a board to make room.",
    );
    expect(await listUserImages(user.id)).toHaveLength(MAX_STORED_IMAGES);
  });

  it("deletes images no board or item uses once they are a day old, and only those", async () => {
    const { client, user } = await signedInClient("upload-sweep");
    const used = (await upload(client, photoForm())).body.imageUrl as string;
    const unused = (await upload(client, photoForm())).body.imageUrl as string;
    const onItem = (await upload(client, photoForm())).body.imageUrl as string;
    const board = await client.post("/api/vision-boards", {
      title: "Trips",
      description: "Places",
      imageUrl: used,
    });
    expect(board.status).toBe(201);
    expect(
      (
        await client.post(`/api/vision-boards/${board.body.id}/items`, {
          description: "Lake",
          imageUrl: onItem,
          positionX: 0,
          positionY: 0,
        })
      ).status,
    ).toBe(201);

    // Younger than a day: all stay.
    expect(await sweepUnusedImages(user.id)).toBe(3);
    // A day later: the unused one goes.
    const later = new Date(Date.now() + UNUSED_IMAGE_TTL_MS + 1000);
    expect(await sweepUnusedImages(user.id, later)).toBe(2);
    const ids = (await listUserImages(user.id)).map((i) => i.id).sort();
    expect(ids).toEqual([idOf(used), idOf(onItem)].sort());
    expect((await client.get(unused)).status).toBe(404);
  });

  it("the periodic sweep deletes every user's day-old unused images, also for users who never upload again", async () => {
    const a = await signedInClient("sweep-all-a");
    const b = await signedInClient("sweep-all-b");
    const unusedA = (await upload(a.client, photoForm())).body.imageUrl as string;
    const unusedB = (await upload(b.client, photoForm())).body.imageUrl as string;
    const later = new Date(Date.now() + UNUSED_IMAGE_TTL_MS + 1000);
    expect(await sweepAllUnusedImages(later)).toBeGreaterThanOrEqual(2);
    expect(await listUserImages(a.user.id)).toEqual([]);
    expect(await listUserImages(b.user.id)).toEqual([]);
    expect((await a.client.get(unusedA)).status).toBe(404);
    expect((await b.client.get(unusedB)).status).toBe(404);
  });

  it("counts only what the user keeps: a full quota of day-old unused images is swept by the next upload", async () => {
    const { client, user } = await signedInClient("upload-quota-sweep");
    await Promise.all(
      Array.from({ length: MAX_STORED_IMAGES }, () =>
        saveUserImage(user.id, TINY_PNG, "image/png"),
      ),
    );
    // Age them by a day (the disk store dates an image by its file time).
    const fs = await import("node:fs");
    const path = await import("node:path");
    const dir = path.join(process.env.DATA_DIR!, "uploads", user.id);
    const old = new Date(Date.now() - UNUSED_IMAGE_TTL_MS - 60_000);
    for (const name of fs.readdirSync(dir)) fs.utimesSync(path.join(dir, name), old, old);
    const res = await upload(client, photoForm());
    expect(res.status).toBe(201);
    expect(await listUserImages(user.id)).toHaveLength(1);
  });
});
