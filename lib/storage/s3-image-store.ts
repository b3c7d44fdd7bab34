/**
 * S3-compatible implementation (AWS S3, Cloudflare R2, MinIO, …): objects at
 * `users/<userId>/<id>` in one private bucket. Reads go through the app (/api/images/<id> checks
 * the owner first), so the bucket never needs public access.
 */
import "server-only";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { MIME_BY_EXTENSION, type ImageStore } from "./image-store";

export type S3Settings = {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
};

/** S3_* variables; null when S3_BUCKET is unset. */
export function s3SettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || undefined,
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ""),
  };
}

const prefixOf = (userId: string) => `users/${userId}/`;
const keyOf = (userId: string, id: string) => `${prefixOf(userId)}${id}`;

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

export function createS3ImageStore(settings: S3Settings): ImageStore {
  const config: S3ClientConfig = {
    // R2 and most others accept any region name; "auto" is R2's own.
    region: settings.region ?? "us-east-1",
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (instance roles, AWS_* variables).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    maxAttempts: 3,
  };
  const s3 = new S3Client(config);
  const Bucket = settings.bucket;

  async function keysOf(userId: string): Promise<{ Key: string; LastModified: Date }[]> {
    const out: { Key: string; LastModified: Date }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefixOf(userId), ContinuationToken }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key) out.push({ Key: o.Key, LastModified: o.LastModified ?? new Date(0) });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return out;
  }

  return {
    async put(userId, id, bytes) {
      const ext = id.split(".").pop() ?? "";
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(userId, id),
          Body: bytes,
          ContentType: MIME_BY_EXTENSION[ext] ?? "application/octet-stream",
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(userId, id) {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(userId, id) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(userId, id) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(userId, id) }));
    },
    async exists(userId, id) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: keyOf(userId, id) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async list(userId) {
      const prefix = prefixOf(userId);
      return (await keysOf(userId)).map((o) => ({
        id: o.Key.slice(prefix.length),
        storedAt: o.LastModified,
      }));
    },
    async deleteAll(userId) {
      const keys = await keysOf(userId);
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000).map((o) => ({ Key: o.Key }));
        const res = await s3.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        if (res.Errors?.length)
          throw new Error(
            `S3: ${res.Errors.length} objects could not be deleted (${res.Errors[0]?.Code})`,
          );
      }
    },
  };
}
