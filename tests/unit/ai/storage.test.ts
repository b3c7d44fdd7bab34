import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  deleteAllUserImages,
  deleteUserImage,
  isOwnImageUrl,
  readUserImage,
  saveUserImage,
} from "@/lib/storage/images";

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe("image storage", () => {
  it("saves under DATA_DIR/uploads/<user> and reads back for the owner only", async () => {
    const { id, url } = await saveUserImage("alice", bytes, "image/png");
    expect(id).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(url).toBe(`/api/images/${id}`);
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", "alice", id))).toBe(true);

    const own = await readUserImage("alice", id);
    expect(own?.mimeType).toBe("image/png");
    expect([...own!.bytes]).toEqual([...bytes]);
    expect(await readUserImage("bob", id)).toBeNull();
    expect(await isOwnImageUrl("alice", url)).toBe(true);
    expect(await isOwnImageUrl("bob", url)).toBe(false);
  });

  it("uses the right extension per type", async () => {
    expect((await saveUserImage("alice", bytes, "image/jpeg")).id).toMatch(/\.jpg$/);
    expect((await saveUserImage("alice", bytes, "image/webp")).id).toMatch(/\.webp$/);
  });

  it("rejects traversal and malformed ids", async () => {
    const { id } = await saveUserImage("carol", bytes, "image/png");
    for (const bad of [
      "../carol/" + id,
      "..%2F" + id,
      id + "/..",
      "x.png",
      id.replace(".png", ".svg"),
      "",
    ]) {
      expect(await readUserImage("carol", bad)).toBeNull();
      expect(await isOwnImageUrl("carol", `/api/images/${bad}`)).toBe(false);
    }
    expect(await readUserImage("../carol", id)).toBeNull();
    expect(await isOwnImageUrl("carol", `https://evil.example/api/images/${id}`)).toBe(false);
    await expect(saveUserImage("../etc", bytes, "image/png")).rejects.toThrow();
  });

  it("reports missing images and deletes one or all", async () => {
    const a = await saveUserImage("dave", bytes, "image/png");
    const b = await saveUserImage("dave", bytes, "image/png");
    expect(
      await isOwnImageUrl("dave", "/api/images/00000000-0000-4000-8000-000000000000.png"),
    ).toBe(false);
    await deleteUserImage("dave", a.id);
    expect(await readUserImage("dave", a.id)).toBeNull();
    expect(await readUserImage("dave", b.id)).not.toBeNull();
    await deleteAllUserImages("dave");
    expect(await readUserImage("dave", b.id)).toBeNull();
  });
});
