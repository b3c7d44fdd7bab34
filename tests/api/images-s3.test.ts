// Images in an S3-compatible bucket (issue 17): the same seam and routes against a real s3rver
// started here. Upload, read back byte for byte, owner only, delete with the image, the board and
// the account, a missing object is a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { photoForm, TINY_PNG } from "../helpers/route-table";
import { startS3rver } from "../helpers/s3rver";
import {
  imageStoreKind,
  MISSING_BUCKET_MESSAGE,
  saveUserImage,
  setImageStore,
} from "@/lib/storage/images";

let s3rver: Awaited<ReturnType<typeof startS3rver>>;
let s3: S3Client;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  s3rver = await startS3rver();
  // IMAGE_STORE=s3 also under scripts/with-postgres.sh, which says disk for the other tests.
  for (const [k, v] of Object.entries({ ...s3rver.env, IMAGE_STORE: "s3" })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  setImageStore(null); // the next use picks the store from the environment: the bucket
  s3 = new S3Client({
    region: "us-east-1",
    endpoint: s3rver.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  setImageStore(null);
  s3.destroy();
  await s3rver.close();
});

const Bucket = "balance-test";
const idOf = (url: string) => url.split("/").pop()!;
const objectBytes = async (key: string) => {
  const res = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
  return Buffer.from(await res.Body!.transformToByteArray());
};
const objectExists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket, Key: key })).then(
    () => true,
    (err: { $metadata?: { httpStatusCode?: number } }) => {
      if (err.$metadata?.httpStatusCode === 404) return false;
      throw err;
    },
  );
const keysOf = async (userId: string) =>
  (
    (await s3.send(new ListObjectsV2Command({ Bucket, Prefix: `users/${userId}/` }))).Contents ?? []
  ).map((o) => o.Key);

describe("S3 image store", () => {
  it("stores an upload in the bucket and serves it back byte for byte, to its owner only", async () => {
    const { client, user } = await signedInClient("s3-owner");
    const res = await client.request("POST", "/api/images", photoForm());
    expect(res.status, res.text).toBe(201);
    const id = idOf(res.body.imageUrl);
    const key = `users/${user.id}/${id}`;
    expect(await keysOf(user.id)).toEqual([key]);

    const served = await client.get(res.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(served.bytes).equals(await objectBytes(key))).toBe(true);

    // What the app saves is what comes back, exactly.
    const direct = await saveUserImage(user.id, TINY_PNG, "image/png");
    expect(Buffer.from((await client.get(direct.url)).bytes).equals(TINY_PNG)).toBe(true);

    const { client: stranger } = await signedInClient("s3-stranger");
    expect((await stranger.get(res.body.imageUrl)).status).toBe(404);
    expect((await new ApiClient().get(res.body.imageUrl)).status).toBe(401);
  });

  it("answers 404 for an image that is not in the bucket", async () => {
    const { client } = await signedInClient("s3-missing");
    expect((await client.get("/api/images/00000000-0000-4000-8000-000000000000.png")).status).toBe(
      404,
    );
    expect((await client.get("/api/images/not-an-id")).status).toBe(404);
  });

  it("deletes the object when an unused image is discarded and when its board is deleted", async () => {
    const { client, user } = await signedInClient("s3-delete");
    const discarded = await client.request("POST", "/api/images", photoForm());
    const key = `users/${user.id}/${idOf(discarded.body.imageUrl)}`;
    expect(await objectExists(key)).toBe(true);
    expect((await client.delete(discarded.body.imageUrl)).status).toBeLessThan(300);
    expect(await objectExists(key)).toBe(false);

    const onBoard = await client.request("POST", "/api/images", photoForm());
    const boardKey = `users/${user.id}/${idOf(onBoard.body.imageUrl)}`;
    const board = await client.post("/api/vision-boards", {
      title: "S3 board",
      description: "x",
      imageUrl: onBoard.body.imageUrl,
    });
    expect(board.status).toBe(201);
    // Referenced by a board: a discard keeps it.
    expect((await client.delete(onBoard.body.imageUrl)).status).toBeLessThan(300);
    expect(await objectExists(boardKey)).toBe(true);
    expect((await client.delete(`/api/vision-boards/${board.body.id}`)).status).toBeLessThan(300);
    expect(await objectExists(boardKey)).toBe(false);
  });

  it("refuses a board image URL whose object is not the user's", async () => {
    const { client } = await signedInClient("s3-foreign");
    const { client: other } = await signedInClient("s3-foreign-owner");
    const theirs = await other.request("POST", "/api/images", photoForm());
    const res = await client.post("/api/vision-boards", {
      title: "Not mine",
      description: "x",
      imageUrl: theirs.body.imageUrl,
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("imageUrl");
  });

  it("deletes every object of the user with the account, and only theirs", async () => {
    const { client, user, password } = await signedInClient("s3-account");
    const { client: other, user: otherUser } = await signedInClient("s3-account-other");
    for (let i = 0; i < 3; i++)
      expect((await client.request("POST", "/api/images", photoForm())).status).toBe(201);
    expect((await other.request("POST", "/api/images", photoForm())).status).toBe(201);
    expect(await keysOf(user.id)).toHaveLength(3);
    expect((await client.request("DELETE", "/api/account", { password })).status).toBe(200);
    expect(await keysOf(user.id)).toEqual([]);
    expect(await keysOf(otherUser.id)).toHaveLength(1);
  });
});

describe("which store the environment asks for", () => {
  it("refuses DATABASE_URL without a bucket, unless IMAGE_STORE=disk", () => {
    expect(() => imageStoreKind({ DATABASE_URL: "postgres://x" })).toThrow(MISSING_BUCKET_MESSAGE);
    expect(imageStoreKind({ DATABASE_URL: "postgres://x", IMAGE_STORE: "disk" })).toBe("disk");
    expect(imageStoreKind({ DATABASE_URL: "postgres://x", S3_BUCKET: "b" })).toBe("s3");
    expect(imageStoreKind({})).toBe("disk");
    expect(imageStoreKind({ S3_BUCKET: "b" })).toBe("s3");
    expect(() => imageStoreKind({ IMAGE_STORE: "s3" })).toThrow(MISSING_BUCKET_MESSAGE);
    expect(() => imageStoreKind({ IMAGE_STORE: "ftp" })).toThrow(/IMAGE_STORE/);
  });
});
