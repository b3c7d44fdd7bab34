// The one route-handler wrapper: origin check -> session -> parse (size-limited JSON, zod) ->
// call one lib/ function with the user's id -> JSON. Every failure leaves in the shared error shape.
import { z, type ZodType } from "zod";
import { ApiError, badRequest, errorResponse, forbidden, notFound, unauthorized } from "./errors";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { currentUserId } from "@/lib/auth/session";
import { zodMessage } from "./zod-message";

export const MAX_BODY_BYTES = 256 * 1024;

type RouteContext = { params: Promise<Record<string, string | string[]>> };

type Options<B extends ZodType | undefined, Q extends ZodType | undefined, P extends ZodType | undefined> = {
  /** Default true: the caller must be signed in. */
  auth?: boolean;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * The one route that takes multipart/form-data instead of JSON (a photo upload): the body is
   * read up to `maxBytes` (cut off mid-stream above it, 413) and handed over as `form`.
   */
  multipart?: { maxBytes: number };
};

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

type Args<A extends boolean, B, Q, P> = {
  /** The signed-in user's id; null on public routes (auth: false), which never look it up. */
  userId: A extends false ? null : string;
  body: B;
  query: Q;
  params: P;
  /** The parsed multipart body; only on routes with the `multipart` option. */
  form: FormData | undefined;
  req: Request;
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Browsers send Origin on every cross-site state-changing request; a value other than our own
 * host is refused (CSRF defence in depth on top of SameSite=Lax cookies).
 */
function checkOrigin(req: Request) {
  if (!STATE_CHANGING.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("Cross-site request refused");
  }
  if (!host || originHost !== host) throw forbidden("Cross-site request refused");
}

async function readJson(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ApiError(413, "Request body is too large", "PAYLOAD_TOO_LARGE");
  let text: string;
  try {
    text = await req.text();
  } catch {
    // The client went away mid-body (aborted upload): not a server fault.
    throw badRequest("Request body could not be read");
  }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ApiError(413, "Request body is too large", "PAYLOAD_TOO_LARGE");
  if (text.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  // Postgres text cannot hold NUL characters: refuse them here rather than fail at the insert.
  if (text.includes("\\u0000") && containsNul(value)) throw badRequest("Text must not contain NUL characters");
  return value;
}

const tooLarge = () => new ApiError(413, "Request body is too large", "PAYLOAD_TOO_LARGE");

/**
 * A multipart body read chunk by chunk and abandoned as soon as it passes `maxBytes`: a 50 MB
 * upload costs at most `maxBytes` of memory, whatever Content-Length claims (or omits).
 */
async function readMultipart(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError(415, "Send the photo as multipart/form-data", "UNSUPPORTED_MEDIA_TYPE");
  }
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body?.getReader();
  if (!reader) throw badRequest("Request body is empty");
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw badRequest("Request body could not be read");
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("Request body must be valid multipart/form-data");
  }
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v));
  return false;
}

function parseWith<T extends ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, field } = zodMessage(result.error, where);
    throw badRequest(message, field);
  }
  return result.data;
}

/** A path that cannot name a row (non-numeric or huge id) is a 404, like a missing row. */
function parsePath<T extends ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw notFound();
  return result.data;
}

export function route<
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
  A extends boolean = true,
>(
  options: Options<B, Q, P> & { auth?: A },
  fn: (args: Args<A, Infer<B>, Infer<Q>, Infer<P>>) => Promise<unknown> | unknown,
) {
  return async (req: Request, ctx?: RouteContext): Promise<Response> => {
    try {
      checkOrigin(req);
      // Public routes skip the session lookup entirely (no cookie decoding, no database).
      const userId = options.auth === false ? null : await currentUserId();
      if (options.auth !== false && !userId) throw unauthorized();
      const params = options.params ? parsePath(options.params, await ctx?.params) : undefined;
      const query = options.query
        ? parseWith(options.query, Object.fromEntries(new URL(req.url).searchParams), "query")
        : undefined;
      const body = options.body ? parseWith(options.body, await readJson(req), "body") : undefined;
      const form = options.multipart ? await readMultipart(req, options.multipart.maxBytes) : undefined;
      const result = await fn({ userId, body, query, params, form, req } as Args<A, Infer<B>, Infer<Q>, Infer<P>>);
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      return Response.json(result);
    } catch (err) {
      return toErrorResponse(err, req);
    }
  };
}

export function toErrorResponse(err: unknown, req?: Request): Response {
  if (err instanceof ApiError) return errorResponse(err);
  if (isDatabaseUnavailable(err)) {
    console.error(`[api] database unavailable on ${req?.method} ${req?.url}:`, (err as Error).message);
    return errorResponse(new ApiError(503, "The service is temporarily unavailable. Please try again in a moment.", "UNAVAILABLE"));
  }
  console.error(`[api] unexpected error on ${req?.method} ${req?.url}:`, err);
  return errorResponse(new ApiError(500, "Something went wrong on our side. Please try again.", "INTERNAL"));
}

/** Path id: a positive 32-bit integer; anything else can never name a row, so it is a 404. */
export const idParam = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).refine((n) => n > 0 && n <= 2_147_483_647),
});
