// The one route-handler wrapper: cross-site checks (lib/http/csrf.ts) -> session -> body and its content type
// (lib/http/content-type.ts) -> parse (size-limited JSON, zod) -> call one lib/ function with the user's id -> JSON.
// Every failure leaves in the shared error shape. The security headers of every /api response are
// set in one place outside it: the server hook on a Node server, next.config's rules on Vercel.
import "server-only";
import { z, type ZodType } from "zod";
import {
  ApiError,
  badRequest,
  notFound,
  premiumRequired,
  unauthorized,
} from "@/lib/errors/api-error";
import { errorResponse } from "./error-response";
import { userHasPremium } from "@/lib/billing/status";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { currentUserId } from "@/lib/auth/session";
import { zodMessage } from "./zod-message";
import { readBodyText } from "@/lib/server/read-body";
import { readMultipart } from "./multipart";
import { checkJsonShape } from "./json-shape";
import { checkCrossSite, STATE_CHANGING } from "./csrf";
import { checkJsonContentType } from "./content-type";
import { countingRoundTrips, ROUND_TRIPS_HEADER, withRoundTripCount } from "@/db/round-trips";
import { errorForLog } from "@/lib/errors/for-log";

const MAX_BODY_BYTES = 256 * 1024;

type RouteContext = { params: Promise<Record<string, string | string[]>> };

type Options<
  B extends ZodType | undefined,
  Q extends ZodType | undefined,
  P extends ZodType | undefined,
> = {
  /** Default true: the caller must be signed in. */
  auth?: boolean;
  /**
   * Premium only: a signed-in user without premium gets 403 PREMIUM_REQUIRED (with this message
   * and extra body fields, if given) before anything else is read. The lib/ function behind the
   * route does not check it again.
   */
  premium?: true | { message?: string; extra?: Record<string, unknown> };
  body?: B;
  query?: Q;
  params?: P;
  /**
   * The handler reads the body itself, in whatever type it comes (the Stripe webhook):
   * the JSON content-type rule does not apply, and there is no `body` schema.
   */
  rawBody?: true;
  /**
   * Routes that take multipart/form-data instead of JSON (a photo, an import file): the body is
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

/**
 * The body of a JSON route, read once with the byte limit. A state-changing call's content type is
 * checked against what actually came (lib/http/content-type.ts); a GET's body is never read.
 */
async function readJson(req: Request, { parse }: { parse: boolean }): Promise<unknown> {
  if (!STATE_CHANGING.has(req.method)) return undefined;
  const text = await readBodyText(req, MAX_BODY_BYTES);
  checkJsonContentType(req.headers.get("content-type"), text.length);
  // A route that takes no body ignores one sent as JSON, as it always has.
  if (!parse || text.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  checkJsonShape(value);
  return value;
}

function parseWith<T extends ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, field } = zodMessage(result.error, where);
    throw badRequest(message, field);
  }
  return result.data;
}

/**
 * The dynamic path segments, decoded. A malformed %-escape ("/api/tasks/%E0%A4%A") makes the
 * framework's decoding throw a URIError: that is the caller's bad address (400), never a 500.
 */
async function pathParams(ctx?: RouteContext): Promise<unknown> {
  try {
    return await ctx?.params;
  } catch (err) {
    if (err instanceof URIError) throw badRequest("The address has a malformed %-escape");
    throw err;
  }
}

/** The query string's values; a NUL in one is refused by name (Postgres text cannot hold it). */
function queryValues(req: Request): Record<string, string> {
  const values = Object.fromEntries(new URL(req.url).searchParams);
  for (const [key, value] of Object.entries(values))
    if (value.includes("\u0000") || key.includes("\u0000"))
      throw badRequest(`${key.replace(/\u0000/g, "")} must not contain NUL characters`, key);
  return values;
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
    // The bench (db/round-trips.ts) asks how many database round trips a request made.
    if (countingRoundTrips() && req.headers.has(ROUND_TRIPS_HEADER)) {
      const [res, roundTrips] = await withRoundTripCount(() => handle(req, ctx));
      res.headers.set(ROUND_TRIPS_HEADER, String(roundTrips));
      return withCacheDefault(res);
    }
    // The security headers are not set here: on a Node server the server hook has already put them
    // on the response (lib/server/http-hook.ts), on Vercel next.config's rules do (issue 30).
    return withCacheDefault(await handle(req, ctx));
  };

  async function handle(req: Request, ctx?: RouteContext): Promise<Response> {
    try {
      checkCrossSite(req);
      // Public routes skip the session lookup entirely (no cookie decoding, no database).
      const userId = options.auth === false ? null : await currentUserId();
      if (options.auth !== false && !userId) throw unauthorized();
      if (options.premium && !(userId && (await userHasPremium(userId)))) {
        const { message, extra } = options.premium === true ? {} : options.premium;
        throw premiumRequired(message, extra);
      }
      const params = options.params ? parsePath(options.params, await pathParams(ctx)) : undefined;
      const query = options.query ? parseWith(options.query, queryValues(req), "query") : undefined;
      // A raw or multipart body says its own type; every other call's body is read here, whether
      // or not the route takes one, so the content-type rule holds on every route.
      const ownBody = options.rawBody === true || options.multipart !== undefined;
      const json = ownBody ? undefined : await readJson(req, { parse: options.body !== undefined });
      const body = options.body ? parseWith(options.body, json, "body") : undefined;
      const form = options.multipart
        ? await readMultipart(req, options.multipart.maxBytes)
        : undefined;
      const result = await fn({ userId, body, query, params, form, req } as Args<
        A,
        Infer<B>,
        Infer<Q>,
        Infer<P>
      >);
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      return Response.json(result);
    } catch (err) {
      return toErrorResponse(err, req);
    }
  }
}

/**
 * An API answer depends on who asks (a session, a cookie just set), so no shared cache (a CDN, a
 * corporate proxy) may keep it for the next person: `private, no-store` unless the route chose
 * its own policy (an image's immutable bytes, the export's download).
 */
function withCacheDefault(res: Response): Response {
  if (!res.headers.has("cache-control")) res.headers.set("Cache-Control", "private, no-store");
  return res;
}

function toErrorResponse(err: unknown, req?: Request): Response {
  if (err instanceof ApiError) return errorResponse(err);
  if (isDatabaseUnavailable(err)) {
    console.error(
      `[api] database unavailable on ${req?.method} ${req?.url}:`,
      (err as Error).message,
    );
    return errorResponse(
      new ApiError(
        "UNAVAILABLE",
        "The service is temporarily unavailable. Please try again in a moment.",
      ),
    );
  }
  console.error(`[api] unexpected error on ${req?.method} ${req?.url}:`, errorForLog(err));
  return errorResponse(
    new ApiError("INTERNAL", "Something went wrong on our side. Please try again."),
  );
}

/** Path id: a positive 32-bit integer; anything else can never name a row, so it is a 404. */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .refine((n) => n > 0 && n <= 2_147_483_647),
});
