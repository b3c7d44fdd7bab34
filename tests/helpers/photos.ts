// Photos for upload tests, made on the spot with sharp (and one crafted by hand: a bomb).
import zlib from "node:zlib";
import sharp from "sharp";

/** A JPEG photo carrying EXIF with a GPS position (IFD3 is the GPS directory). */
export async function jpegWithGps(width = 3000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Balance 1", Copyright: "Holiday" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 0/1",
      },
    })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a few hundred bytes whose header declares width × height pixels (50,000 ×
 * 50,000 = 2.5 gigapixels, ~7.5 GB decoded). Only the first rows are present.
 */
export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = zlib.deflateSync(Buffer.alloc(4 * (1 + width * 3)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A body stream of `bytes` bytes that counts how much of it was actually pulled. */
export function countingStream(
  bytes: number,
  prefix: string,
): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const head = Buffer.from(prefix);
  const block = new Uint8Array(64 * 1024).fill(0x41);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const piece = sent === 0 ? head : block;
      sent += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled: () => sent };
}
