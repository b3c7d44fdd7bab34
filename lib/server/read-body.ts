// Reads a request body as text with a byte counter, stopping at the limit: a declared
// Content-Length says nothing about a chunked body, which Request.text() would read to the end
// (a 200 MB post held that much memory before any check ran).
import { ApiError, badRequest, payloadTooLarge } from "@/lib/errors/api-error";

export async function readBodyText(
  req: Request,
  maxBytes: number,
  tooLarge = payloadTooLarge,
): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(req, maxBytes, tooLarge));
}

/** The body's bytes, read with the same counter (a multipart upload). */
export async function readBodyBytes(
  req: Request,
  maxBytes: number,
  tooLarge = payloadTooLarge,
): Promise<Buffer> {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Stop reading: the rest of the body is never buffered.
        void reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // The client went away mid-body (aborted upload): not a server fault.
    throw badRequest("Request body could not be read");
  }
  return Buffer.concat(chunks);
}
