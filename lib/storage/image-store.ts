/**
 * Storage seam for generated images. One interface, two implementations: disk (the default, for a
 * single long-lived server) and an S3-compatible bucket (S3_BUCKET); lib/storage/images.ts picks.
 */
export type StoredImageMime = "image/png" | "image/jpeg" | "image/webp";

export interface ImageStore {
  put(userId: string, id: string, bytes: Uint8Array): Promise<void>;
  get(userId: string, id: string): Promise<Buffer | null>;
  delete(userId: string, id: string): Promise<void>;
  exists(userId: string, id: string): Promise<boolean>;
  deleteAll(userId: string): Promise<void>;
  /** The user's stored images with when each was stored (quota and the unused-image sweep). */
  list(userId: string): Promise<{ id: string; storedAt: Date }[]>;
}

export const EXTENSION_BY_MIME: Record<StoredImageMime, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

export const MIME_BY_EXTENSION: Record<string, StoredImageMime> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};

/** uuid v4-shaped id + known extension. Strict, so ids can never walk the file system. */
export const IMAGE_ID_RE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** User ids become folder names: only allow safe characters. */
export const USER_ID_RE = /^[A-Za-z0-9_-]{1,128}$/;
