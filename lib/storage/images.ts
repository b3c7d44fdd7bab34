/**
 * Generated-image storage used by routes. Images are private to their owner and served at
 * /api/images/<id>; ids are validated strictly so nothing outside the user's folder is reachable.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { createDiskImageStore } from "./disk-image-store";
import { createS3ImageStore, s3SettingsFromEnv } from "./s3-image-store";
import {
  EXTENSION_BY_MIME,
  IMAGE_ID_RE,
  MIME_BY_EXTENSION,
  USER_ID_RE,
  type ImageStore,
  type StoredImageMime,
} from "./image-store";

export type { ImageStore, StoredImageMime } from "./image-store";

const URL_PREFIX = "/api/images/";

export const MISSING_BUCKET_MESSAGE =
  "Images need shared storage: DATABASE_URL is set (a production database, maybe several servers or a serverless host) " +
  "but S3_BUCKET is not, and images written to this server's disk would be lost or invisible to the others. " +
  "Set S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed), " +
  "or IMAGE_STORE=disk if this really is one long-lived server with a lasting disk.";

/**
 * Which store the environment asks for. IMAGE_STORE=disk: the disk, always. IMAGE_STORE=s3 or
 * S3_BUCKET set: the bucket. Otherwise the disk, except with DATABASE_URL, where it is an error.
 */
export function imageStoreKind(
  env: Record<string, string | undefined> = process.env,
): "disk" | "s3" {
  const choice = (env.IMAGE_STORE ?? "").trim().toLowerCase();
  if (choice === "disk") return "disk";
  if (choice && choice !== "s3")
    throw new Error(`IMAGE_STORE must be "disk" or "s3", not "${env.IMAGE_STORE}"`);
  if (env.S3_BUCKET) return "s3";
  if (choice === "s3" || env.DATABASE_URL) throw new Error(MISSING_BUCKET_MESSAGE);
  return "disk";
}

// The one place that picks the implementation.
let store: ImageStore | null = null;
function getStore(): ImageStore {
  store ??=
    imageStoreKind() === "s3" ? createS3ImageStore(s3SettingsFromEnv()!) : createDiskImageStore();
  return store;
}

/** For tests or another backend. */
export function setImageStore(s: ImageStore | null): void {
  store = s;
}

export function isValidImageId(id: string): boolean {
  return IMAGE_ID_RE.test(id);
}

function checkUser(userId: string): void {
  if (!USER_ID_RE.test(String(userId))) throw new Error("Invalid user id");
}

export function imageUrl(id: string): string {
  return `${URL_PREFIX}${id}`;
}

export async function saveUserImage(
  userId: string,
  bytes: Uint8Array,
  mimeType: StoredImageMime,
): Promise<{ id: string; url: string }> {
  checkUser(userId);
  const ext = EXTENSION_BY_MIME[mimeType];
  if (!ext) throw new Error(`Unsupported image type: ${mimeType}`);
  const id = `${randomUUID()}.${ext}`;
  await getStore().put(userId, id, bytes);
  return { id, url: imageUrl(id) };
}

export async function readUserImage(
  userId: string,
  id: string,
): Promise<{ bytes: Buffer; mimeType: StoredImageMime } | null> {
  if (!USER_ID_RE.test(String(userId)) || !isValidImageId(id)) return null;
  const bytes = await getStore().get(userId, id);
  if (!bytes) return null;
  const mimeType = MIME_BY_EXTENSION[id.split(".").pop() ?? ""];
  return mimeType ? { bytes, mimeType } : null;
}

/** The user's stored images (valid ids only) and when each was stored. */
export async function listUserImages(userId: string): Promise<{ id: string; storedAt: Date }[]> {
  checkUser(userId);
  return (await getStore().list(userId)).filter((img) => isValidImageId(img.id));
}

export async function deleteUserImage(userId: string, id: string): Promise<void> {
  if (!USER_ID_RE.test(String(userId)) || !isValidImageId(id)) return;
  await getStore().delete(userId, id);
}

/** The id inside an /api/images/<id> URL, or null for anything else. */
export function imageIdFromUrl(url: string): string | null {
  if (typeof url !== "string" || !url.startsWith(URL_PREFIX)) return null;
  const id = url.slice(URL_PREFIX.length);
  return isValidImageId(id) ? id : null;
}

/** True only for /api/images/<valid id> that exists for this user. */
export async function isOwnImageUrl(userId: string, url: string): Promise<boolean> {
  const id = imageIdFromUrl(url);
  if (!id || !USER_ID_RE.test(String(userId))) return false;
  return getStore().exists(userId, id);
}

export async function deleteAllUserImages(userId: string): Promise<void> {
  checkUser(userId);
  await getStore().deleteAll(userId);
}
