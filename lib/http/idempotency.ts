// Idempotency-Key for the create calls a phone may send twice (a retry after a lost answer, the
// offline queue replaying): POST /api/tasks and POST /api/journals.
//   - no header: the call runs as always;
//   - a key (1-100 characters) seen from this user in the last 24 hours with the same request:
//     the first answer (status and body) comes back and nothing runs again;
//   - the same key with another request (method, path or body): 409;
//   - keys are per user: two users may use the same key.
// The key is claimed with one INSERT ... ON CONFLICT on (user, key) before the work (taking over
// only a key past its 24 hours), so of two concurrent calls exactly one runs; the other waits for its answer. Only a success (2xx)
// is kept: a refused or failed call created nothing, so its key is freed and a retry runs again.
import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { ApiError, badRequest } from "@/lib/errors/api-error";

const IDEMPOTENCY_HEADER = "Idempotency-Key";
const IDEMPOTENCY_KEY_MAX = 100;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a duplicate waits for the first call's answer before giving up with a 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;
/** Expired keys of every user are swept at most this often per process. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The key from the request, or null without the header; 400 naming the header when malformed. */
function idempotencyKey(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw badRequest(
      `${IDEMPOTENCY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`,
      IDEMPOTENCY_HEADER,
    );
  }
  return key;
}

function requestHash(req: Request, body: unknown): string {
  const { pathname } = new URL(req.url);
  return createHash("sha256")
    .update(`${req.method} ${pathname}\n${JSON.stringify(body ?? null)}`)
    .digest("hex");
}

function replay(status: number, body: string | null): Response {
  return new Response(body, {
    status,
    headers: { "content-type": "application/json", "Idempotent-Replayed": "true" },
  });
}

/**
 * Runs `run` at most once per (user, Idempotency-Key) in 24 hours. `body` is the parsed request
 * body: it is part of what must match for a replay.
 */
export async function idempotent(
  req: Request,
  userId: string,
  body: unknown,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = idempotencyKey(req);
  if (key === null) return run();
  const hash = requestHash(req, body);
  const db = await getDb();
  const now = Date.now();
  const expired = new Date(now - IDEMPOTENCY_TTL_MS);
  // Expired keys of every user go now and then. The claim below takes over an expired key of this
  // user itself, so no per-call delete (a round trip on every create) is needed for correctness.
  if (now - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now;
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
  }
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const deadline = now + WAIT_FOR_FIRST_MS;

  for (;;) {
    // A new key is inserted; a key older than 24 hours is claimed afresh (the same row, reset),
    // atomically, so of two concurrent calls still exactly one gets it.
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { requestHash: hash, status: null, body: null, createdAt: new Date() },
        setWhere: lt(idempotencyKeys.createdAt, expired),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return runAndKeep(run, mine);

    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        body: idempotencyKeys.body,
      })
      .from(idempotencyKeys)
      .where(mine);
    if (!row) continue; // the first call failed and freed the key just now: claim it again
    if (row.requestHash !== hash) {
      throw new ApiError(
        "IDEMPOTENCY_KEY_REUSED",
        `This ${IDEMPOTENCY_HEADER} was already used for a different request`,
      );
    }
    if (row.status !== null) return replay(row.status, row.body);
    if (Date.now() > deadline) {
      throw new ApiError(
        "IDEMPOTENCY_IN_PROGRESS",
        "A request with this key is still being processed. Try again shortly.",
      );
    }
    await sleep(POLL_MS);
  }
}

async function runAndKeep(
  run: () => Promise<Response>,
  mine: ReturnType<typeof and>,
): Promise<Response> {
  const db = await getDb();
  let res: Response;
  try {
    res = await run();
  } catch (err) {
    await db.delete(idempotencyKeys).where(mine);
    throw err;
  }
  if (res.status < 200 || res.status >= 300) {
    await db.delete(idempotencyKeys).where(mine);
    return res;
  }
  const text = await res.text();
  await db.update(idempotencyKeys).set({ status: res.status, body: text }).where(mine);
  return new Response(text, { status: res.status, headers: res.headers });
}
