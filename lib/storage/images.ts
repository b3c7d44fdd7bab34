/**
 * Generated-image storage used by routes. Images are private to their owner and served at
 * /api/images/<id>; ids are validated strictly so nothing outside the user's folder is reachable.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { createDiskImageStore } from "./disk-image-store";
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

// The one place that picks the implementation (swap for an object store here).
let store: ImageStore | null = null;
function getStore(): ImageStore {
  store ??= createDiskImageStore();
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
export function isOwnImageUrl(userId: string, url: string): boolean {
  const id = imageIdFromUrl(url);
  if (!id || !USER_ID_RE.test(String(userId))) return false;
  return getStore().exists(userId, id);
}

export async function deleteAllUserImages(userId: string): Promise<void> {
  checkUser(userId);
  await getStore().deleteAll(userId);
}
