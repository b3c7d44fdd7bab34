import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, visionBoardItems } from "@/db/schema";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { purgeExpiredRows, RESTORE_WINDOW_MS } from "@/lib/trash/data";

async function premiumClient(prefix: string) {
  const signed = await signedInClient(prefix);
  const db = await getDb();
  await db
    .update(users)
    .set({ freePremiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, signed.user.id));
  return signed;
}

async function generate(client: ApiClient, prompt = "A calm beach at sunrise") {
  const res = await client.post("/api/vision-boards/generate-image", { prompt });
  expect(res.status).toBe(200);
  expect(res.body.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.(png|jpg|webp)$/);
  return res.body.imageUrl as string;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe("vision boards API", () => {
  it("requires a session everywhere", async () => {
    const anon = new ApiClient();
    expect((await anon.get("/api/vision-boards")).status).toBe(401);
    expect((await anon.post("/api/vision-boards", { title: "T", description: "D" })).status).toBe(
      401,
    );
    expect((await anon.post("/api/vision-boards/generate-image", { prompt: "sea" })).status).toBe(
      401,
    );
    expect((await anon.get("/api/vision-boards/1/items")).status).toBe(401);
    expect((await anon.patch("/api/vision-board-items/1", { positionX: 1 })).status).toBe(401);
    expect((await anon.delete("/api/vision-board-items/1")).status).toBe(401);
    expect((await anon.delete("/api/vision-boards/1")).status).toBe(401);
    expect((await anon.get(`/api/images/${randomUUID()}.png`)).status).toBe(401);
  });

  it("refuses image generation to a free user with PREMIUM_REQUIRED and stores nothing", async () => {
    const { client } = await signedInClient("vb-free");
    const res = await client.post("/api/vision-boards/generate-image", {
      prompt: "A house by the lake",
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: "PREMIUM_REQUIRED",
      message: "Premium subscription required to generate vision board images",
    });
    // Free users still keep boards (e.g. made while premium); creating one without an image works.
    const board = await client.post("/api/vision-boards", {
      title: "Someday",
      description: "Plans",
    });
    expect(board.status).toBe(201);
    expect(board.body.imageUrl).toBeNull();
  });

  it("generates an image for a premium user and serves it only to its owner", async () => {
    const { client } = await premiumClient("vb-gen");
    const url = await generate(client);

    const image = await client.get(url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("private, no-cache");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Number(image.headers.get("content-length"))).toBeGreaterThan(1000);

    const other = await signedInClient("vb-gen-other");
    expect((await other.client.get(url)).status).toBe(404);
    expect((await client.get(`/api/images/${randomUUID()}.png`)).status).toBe(404);
    expect((await client.get("/api/images/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    expect((await client.get("/api/images/not-an-id.png")).status).toBe(404);
  });

  it("serves the exact PNG bytes that were generated", async () => {
    const { client, user } = await premiumClient("vb-bytes");
    const url = await generate(client, "Mountains and snow");
    const { readUserImage } = await import("@/lib/storage/images");
    const stored = await readUserImage(user.id, url.split("/").pop()!);
    expect(stored).not.toBeNull();
    expect([...stored!.bytes.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(stored!.mimeType).toBe("image/png");
  });

  it("throws away a discarded generated image, never one a board or item uses", async () => {
    const { client } = await premiumClient("vb-discard");
    const unused = await generate(client, "unused");
    const used = await generate(client, "used");
    await client.post("/api/vision-boards", {
      title: "Keeps",
      description: "its image",
      imageUrl: used,
    });

    expect((await client.delete(unused)).status).toBe(204);
    expect((await client.get(unused)).status).toBe(404);
    expect((await client.delete(unused)).status).toBe(404);
    expect((await client.delete(used)).status).toBe(204);
    expect((await client.get(used)).status).toBe(200);

    const other = await premiumClient("vb-discard-other");
    const theirs = await generate(other.client, "theirs");
    expect((await client.delete(theirs)).status).toBe(404);
    expect((await other.client.get(theirs)).status).toBe(200);
    expect((await client.delete("/api/images/not-an-id")).status).toBe(404);
    expect((await new ApiClient().delete(theirs)).status).toBe(401);
  });

  it("validates the prompt", async () => {
    const { client } = await premiumClient("vb-prompt");
    const blank = await client.post("/api/vision-boards/generate-image", { prompt: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe("prompt");
    expect((await client.post("/api/vision-boards/generate-image", {})).status).toBe(400);
    expect(
      (await client.post("/api/vision-boards/generate-image", { prompt: "x".repeat(1001) })).status,
    ).toBe(400);
    expect(
      (await client.post("/api/vision-boards/generate-image", { prompt: "sea", url: "http://x" }))
        .status,
    ).toBe(400);
    expect(
      (await client.post("/api/vision-boards/generate-image", { prompt: "x".repeat(1000) })).status,
    ).toBe(200);
  });

  it("gives Generate Another a different picture of the same prompt", async () => {
    const { client, user } = await premiumClient("vb-variation");
    const { readUserImage } = await import("@/lib/storage/images");
    const first = (
      await client.post("/api/vision-boards/generate-image", {
        prompt: "Ocean waves",
        variation: 0,
      })
    ).body.imageUrl;
    const second = (
      await client.post("/api/vision-boards/generate-image", {
        prompt: "Ocean waves",
        variation: 1,
      })
    ).body.imageUrl;
    const a = await readUserImage(user.id, first.split("/").pop());
    const b = await readUserImage(user.id, second.split("/").pop());
    expect(Buffer.compare(a!.bytes, b!.bytes)).not.toBe(0);
  });

  it("limits image generations per hour", async () => {
    const { client } = await premiumClient("vb-limit");
    process.env.IMAGE_GENERATIONS_PER_HOUR = "2";
    try {
      await generate(client, "one");
      await generate(client, "two");
      const third = await client.post("/api/vision-boards/generate-image", { prompt: "three" });
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      delete process.env.IMAGE_GENERATIONS_PER_HOUR;
    }
  });

  it("creates boards and items, lists boards with their first 4 items in one request", async () => {
    const { client } = await premiumClient("vb-crud");
    const cover = await generate(client, "My dream home");
    const created = await client.post("/api/vision-boards", {
      title: "  Dream Life ",
      description: " Home and garden ",
      imageUrl: cover,
    });
    expect(created.status).toBe(201);
    // The chosen picture is the board's first item (issue 31), at the canvas's first free spot.
    expect(created.body).toMatchObject({
      title: "Dream Life",
      description: "Home and garden",
      imageUrl: cover,
    });
    expect(created.body.previewItems).toEqual([
      expect.objectContaining({
        imageUrl: cover,
        description: "Home and garden",
        positionX: 16,
        positionY: 16,
      }),
    ]);
    expect(created.body.createdAt).toEqual(expect.any(String));
    const boardId = created.body.id;
    const itemIds: number[] = [created.body.previewItems[0].id];

    const second = (
      await client.post("/api/vision-boards", { title: "Career", description: "Work goals" })
    ).body;
    expect(second.previewItems).toEqual([]); // no picture, no item

    for (let i = 0; i < 6; i++) {
      const url = await generate(client, `Garden picture ${i}`);
      const item = await client.post(`/api/vision-boards/${boardId}/items`, {
        description: `Item ${i}`,
        imageUrl: url,
        positionX: i * 10,
        positionY: 5 - i,
      });
      expect(item.status).toBe(201);
      expect(item.body).toMatchObject({
        visionBoardId: boardId,
        description: `Item ${i}`,
        positionX: i * 10,
        positionY: 5 - i,
        imageUrl: url,
      });
      itemIds.push(item.body.id);
    }
    const otherItem = await client.post(`/api/vision-boards/${second.id}/items`, {
      description: "Office",
      imageUrl: await generate(client, "office"),
    });
    expect(otherItem.body).toMatchObject({ positionX: 0, positionY: 0 }); // positions default to 0

    const items = await client.get(`/api/vision-boards/${boardId}/items`);
    expect(items.status).toBe(200);
    expect(items.body.map((i: { id: number }) => i.id)).toEqual(itemIds);

    const list = await client.get("/api/vision-boards");
    expect(list.status).toBe(200);
    expect(list.body.map((b: { id: number }) => b.id)).toEqual([second.id, boardId]); // newest first
    const [careerBoard, dreamBoard] = list.body;
    expect(dreamBoard.previewItems.map((i: { id: number }) => i.id)).toEqual(itemIds.slice(0, 4));
    expect(careerBoard.previewItems.map((i: { id: number }) => i.id)).toEqual([otherItem.body.id]);
  });

  it("moves an item and the position survives a reload", async () => {
    const { client } = await premiumClient("vb-move");
    const board = (
      await client.post("/api/vision-boards", { title: "Move", description: "Drag test" })
    ).body;
    const item = (
      await client.post(`/api/vision-boards/${board.id}/items`, {
        description: "Beach",
        imageUrl: await generate(client),
      })
    ).body;
    const moved = await client.patch(`/api/vision-board-items/${item.id}`, {
      positionX: 321,
      positionY: 45,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ positionX: 321, positionY: 45 });
    const onlyY = await client.patch(`/api/vision-board-items/${item.id}`, { positionY: 46 });
    expect(onlyY.body).toMatchObject({ positionX: 321, positionY: 46 });
    const reloaded = (await client.get(`/api/vision-boards/${board.id}/items`)).body[0];
    expect(reloaded).toMatchObject({ positionX: 321, positionY: 46 });
  });

  it("refuses bad input", async () => {
    const { client } = await premiumClient("vb-bad");
    const url = await generate(client);
    const board = (
      await client.post("/api/vision-boards", { title: "Valid", description: "Valid" })
    ).body;
    const item = (
      await client.post(`/api/vision-boards/${board.id}/items`, {
        description: "Ok",
        imageUrl: url,
      })
    ).body;

    const badBoards = [
      { title: "", description: "d" },
      { title: "   ", description: "d" },
      { title: "t", description: "  " },
      { title: "t" },
      { title: "x".repeat(101), description: "d" },
      { title: "t", description: "x".repeat(1001) },
      { title: 5, description: "d" },
      { title: "t", description: "d", userId: "someone" },
    ];
    for (const body of badBoards)
      expect((await client.post("/api/vision-boards", body)).status, JSON.stringify(body)).toBe(
        400,
      );
    expect(
      (await client.request("POST", "/api/vision-boards", undefined, { rawBody: "{nope" })).status,
    ).toBe(400);

    const badItems = [
      { description: "", imageUrl: url },
      { description: "x".repeat(501), imageUrl: url },
      { description: "d" },
      { description: "d", imageUrl: "" },
      { description: "d", imageUrl: url, positionX: 1.5 },
      { description: "d", imageUrl: url, positionX: "10" },
      { description: "d", imageUrl: url, positionY: 10_001 },
      { description: "d", imageUrl: url, positionY: -10_001 },
      { description: "d", imageUrl: url, visionBoardId: 3 },
    ];
    for (const body of badItems) {
      expect(
        (await client.post(`/api/vision-boards/${board.id}/items`, body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }

    const badMoves = [
      {},
      { positionX: 0.5 },
      { positionX: 20_000 },
      { positionY: null },
      { positionX: 1, description: "x" },
    ];
    for (const body of badMoves) {
      expect(
        (await client.patch(`/api/vision-board-items/${item.id}`, body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (
        await client.patch(`/api/vision-board-items/${item.id}`, {
          positionX: 10_000,
          positionY: -10_000,
        })
      ).status,
    ).toBe(200);

    expect((await client.get("/api/vision-boards/abc/items")).status).toBe(404);
    expect((await client.delete("/api/vision-boards/99999999999")).status).toBe(404);
    expect((await client.patch("/api/vision-board-items/0", { positionX: 1 })).status).toBe(404);
    expect((await client.get("/api/vision-boards/2147483647/items")).status).toBe(404);
  });

  it("refuses image URLs that are not the user's own stored images", async () => {
    const alice = await premiumClient("vb-url-alice");
    const bob = await premiumClient("vb-url-bob");
    const bobsImage = await generate(bob.client, "Bob's secret");
    const board = (
      await alice.client.post("/api/vision-boards", { title: "Mine", description: "Mine" })
    ).body;

    const foreign = [
      "https://evil.example.com/cat.png",
      "http://127.0.0.1:3000/api/images/abc.png",
      "//evil.example.com/a.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "javascript:alert(1)",
      `/api/images/${randomUUID()}.png`, // well-formed but never stored
      "/api/images/../../etc/passwd",
      bobsImage, // another user's image
    ];
    for (const imageUrl of foreign) {
      const b = await alice.client.post("/api/vision-boards", {
        title: "T",
        description: "D",
        imageUrl,
      });
      expect(b.status, imageUrl).toBe(400);
      expect(b.body.field).toBe("imageUrl");
      const i = await alice.client.post(`/api/vision-boards/${board.id}/items`, {
        description: "D",
        imageUrl,
      });
      expect(i.status, imageUrl).toBe(400);
    }
    expect((await alice.client.get(bobsImage)).status).toBe(404);
    expect((await bob.client.get(bobsImage)).status).toBe(200);
  });

  it("never shows or changes another user's boards and items", async () => {
    const alice = await premiumClient("vb-iso-alice");
    const bob = await signedInClient("vb-iso-bob");
    const url = await generate(alice.client);
    const board = (
      await alice.client.post("/api/vision-boards", {
        title: "Private",
        description: "Mine",
        imageUrl: url,
      })
    ).body;
    const item = (
      await alice.client.post(`/api/vision-boards/${board.id}/items`, {
        description: "Secret",
        imageUrl: url,
      })
    ).body;

    expect((await bob.client.get("/api/vision-boards")).body).toEqual([]);
    expect((await bob.client.get(`/api/vision-boards/${board.id}/items`)).status).toBe(404);
    expect(
      (
        await bob.client.post(`/api/vision-boards/${board.id}/items`, {
          description: "Intruder",
          imageUrl: url,
        })
      ).status,
    ).toBe(404);
    expect(
      (await bob.client.patch(`/api/vision-board-items/${item.id}`, { positionX: 99 })).status,
    ).toBe(404);
    expect((await bob.client.delete(`/api/vision-board-items/${item.id}`)).status).toBe(404);
    expect((await bob.client.delete(`/api/vision-boards/${board.id}`)).status).toBe(404);
    expect((await bob.client.get(url)).status).toBe(404);

    const mine = await alice.client.get(`/api/vision-boards/${board.id}/items`);
    expect(mine.body).toEqual([
      expect.objectContaining({ imageUrl: url, description: "Mine" }),
      expect.objectContaining({ id: item.id, positionX: 0, description: "Secret" }),
    ]);
    expect((await alice.client.get(url)).status).toBe(200);
  });

  it("deletes a board with its items and their stored images", async () => {
    const { client } = await premiumClient("vb-cascade");
    const cover = await generate(client, "cover");
    const itemImage = await generate(client, "item");
    const shared = await generate(client, "shared");
    const board = (
      await client.post("/api/vision-boards", {
        title: "Doomed",
        description: "Goes away",
        imageUrl: cover,
      })
    ).body;
    const keeper = (
      await client.post("/api/vision-boards", {
        title: "Keeper",
        description: "Stays",
        imageUrl: shared,
      })
    ).body;
    const item = (
      await client.post(`/api/vision-boards/${board.id}/items`, {
        description: "One",
        imageUrl: itemImage,
      })
    ).body;
    await client.post(`/api/vision-boards/${board.id}/items`, {
      description: "Two",
      imageUrl: shared,
    });

    expect((await client.delete(`/api/vision-boards/${board.id}`)).status).toBe(204);
    expect((await client.get(`/api/vision-boards/${board.id}/items`)).status).toBe(404);
    expect(
      (await client.patch(`/api/vision-board-items/${item.id}`, { positionX: 1 })).status,
    ).toBe(404);
    const db = await getDb();
    expect(
      await db.select().from(visionBoardItems).where(eq(visionBoardItems.visionBoardId, board.id)),
    ).toEqual([]);
    expect((await client.get(cover)).status).toBe(404);
    expect((await client.get(itemImage)).status).toBe(404);
    // Still on the other board, so it stays.
    expect((await client.get(shared)).status).toBe(200);
    expect((await client.get("/api/vision-boards")).body.map((b: { id: number }) => b.id)).toEqual([
      keeper.id,
    ]);
    expect((await client.delete(`/api/vision-boards/${board.id}`)).status).toBe(404);
  });

  it("deletes an item, and its image once the item is purged, unless another row still uses the image", async () => {
    const { client, user } = await premiumClient("vb-item-del");
    const shared = await generate(client, "shared");
    const own = await generate(client, "own");
    const board = (
      await client.post("/api/vision-boards", {
        title: "Items",
        description: "Removal",
        imageUrl: shared,
      })
    ).body;
    const a = board.previewItems[0]; // the picture chosen at creation is the first item
    const b = (
      await client.post(`/api/vision-boards/${board.id}/items`, { description: "B", imageUrl: own })
    ).body;

    expect((await client.delete(`/api/vision-board-items/${a.id}`)).status).toBe(204);
    expect((await client.get(shared)).status).toBe(200);
    expect((await client.delete(`/api/vision-board-items/${b.id}`)).status).toBe(204);
    // Undo can bring the item back for a day, so its image stays until the item is purged.
    expect((await client.get(own)).status).toBe(200);
    expect((await client.delete(`/api/vision-board-items/${b.id}`)).status).toBe(404);
    expect((await client.get(`/api/vision-boards/${board.id}/items`)).body).toEqual([]);
    await purgeExpiredRows(user.id, new Date(Date.now() + RESTORE_WINDOW_MS + 1000));
    expect((await client.get(shared)).status).toBe(200);
    expect((await client.get(own)).status).toBe(404);
  });

  it("the picture chosen at creation stays when its item is deleted and purged (the board still uses it)", async () => {
    const { client, user } = await premiumClient("vb-first-item");
    const cover = await generate(client, "first item");
    const board = (
      await client.post("/api/vision-boards", {
        title: "Trip",
        description: "x".repeat(900),
        imageUrl: cover,
      })
    ).body;
    const [item] = (await client.get(`/api/vision-boards/${board.id}/items`)).body;
    expect(item).toMatchObject({
      imageUrl: cover,
      description: "x".repeat(500),
      positionX: 16,
      positionY: 16,
    });
    expect((await client.delete(`/api/vision-board-items/${item.id}`)).status).toBe(204);
    await purgeExpiredRows(user.id, new Date(Date.now() + RESTORE_WINDOW_MS + 1000));
    expect((await client.get(cover)).status).toBe(200);
    // Someone else's picture is refused and leaves neither a board nor an item.
    const other = await premiumClient("vb-first-item-other");
    const before = (await other.client.get("/api/vision-boards")).body.length;
    expect(
      (
        await other.client.post("/api/vision-boards", {
          title: "Stolen",
          description: "d",
          imageUrl: cover,
        })
      ).status,
    ).toBe(400);
    expect((await other.client.get("/api/vision-boards")).body).toHaveLength(before);
  });
});
