import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { createLocalEngine } from "@/lib/ai/local/engine";
import { chooseMotif } from "@/lib/ai/local/image";

const engine = createLocalEngine();
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("local image generator", () => {
  it("produces a valid 768x768 PNG of sane size", async () => {
    const img = await engine.generateImage("A quiet house by the sea");
    expect(img.mimeType).toBe("image/png");
    expect([...img.bytes.slice(0, 8)]).toEqual(PNG_MAGIC);
    const meta = await sharp(Buffer.from(img.bytes)).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(768);
    expect(meta.height).toBe(768);
    expect(img.bytes.length).toBeGreaterThan(5_000);
    expect(img.bytes.length).toBeLessThan(2_000_000);
  });

  it("is deterministic per prompt and varies with the variation seed", async () => {
    const a = await engine.generateImage("Financial freedom");
    const b = await engine.generateImage("Financial freedom");
    const c = await engine.generateImage("Financial freedom", { variation: 1 });
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(Buffer.from(a.bytes).equals(Buffer.from(c.bytes))).toBe(false);
  });

  it("picks a motif from the prompt's words", () => {
    expect(chooseMotif("Surfing at the beach")).toBe("waves");
    expect(chooseMotif("Climb a mountain")).toBe("peaks");
    expect(chooseMotif("Save money for a house")).toBe("coins");
    expect(chooseMotif("Love and romance")).toBe("hearts");
    expect(chooseMotif("Read more books")).toBe("books");
    expect(chooseMotif("Corner office in the city")).toBe("city");
    expect(chooseMotif("xyzzy")).toBe("stars");
  });
});
