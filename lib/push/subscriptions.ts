// A user's devices for push reminders: subscribe (idempotent per endpoint), list, remove.
import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { ApiError, badRequest, conflict, notFound } from "@/lib/errors/api-error";
import { PUSH_OFF_MESSAGE, vapidKeys } from "./vapid";
import { ENDPOINT_REFUSED, isAllowedEndpoint, pushAllowedHosts } from "./endpoint";
import { MAX_DEVICES, type SubscribeInput } from "./schemas";
import type { PushDeviceDto } from "./shapes";

const toDto = (r: typeof pushSubscriptions.$inferSelect): PushDeviceDto => ({
  id: r.id,
  label: r.label,
  endpoint: r.endpoint,
  createdAt: r.createdAt.toISOString(),
  lastSuccessAt: r.lastSuccessAt?.toISOString() ?? null,
  failingSince: r.failingSince?.toISOString() ?? null,
});

const DEVICE_CAP_MESSAGE = `At most ${MAX_DEVICES} devices can get notifications: remove one in Settings first.`;

/**
 * Stores this browser's subscription for the user. The same endpoint again updates its keys and
 * label (200); an endpoint another user had on this browser moves to this user. `created` says
 * which (201 or 200).
 */
export async function subscribe(
  userId: string,
  input: SubscribeInput,
): Promise<{ device: PushDeviceDto; created: boolean }> {
  // Without keys nothing would ever be sent, and the device would lose its daily e-mail for nothing.
  if (!vapidKeys()) throw new ApiError("NOT_CONFIGURED", PUSH_OFF_MESSAGE);
  if (!isAllowedEndpoint(input.endpoint, pushAllowedHosts()))
    throw badRequest(ENDPOINT_REFUSED, "endpoint");
  const db = await getDb();
  const label = input.label || "This device";
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint))
      .for("update");
    if (!existing || existing.userId !== userId) {
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))) as [{ n: number }];
      if (Number(n) >= MAX_DEVICES) throw conflict(DEVICE_CAP_MESSAGE);
    }
    const values = {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      label,
    };
    if (existing) {
      // A move to another user starts the device's history afresh.
      const moved =
        existing.userId !== userId
          ? {
              createdAt: new Date(),
              lastSuccessAt: null,
              failures: 0,
              failingSince: null,
              retryAfter: null,
            }
          : {};
      const [row] = await tx
        .update(pushSubscriptions)
        .set({ ...values, ...moved })
        .where(eq(pushSubscriptions.id, existing.id))
        .returning();
      return { device: toDto(row!), created: false };
    }
    // Two first subscribes of one browser at once: the second updates the first's row.
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning();
    return { device: toDto(row!), created: true };
  });
}

export async function listDevices(userId: string): Promise<PushDeviceDto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map(toDto);
}

export async function removeDevice(userId: string, id: number): Promise<void> {
  const db = await getDb();
  const [gone] = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (!gone) throw notFound("Device");
}
