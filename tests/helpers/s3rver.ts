// A real S3-compatible server (s3rver from npm) on a loopback port, started in-process by a test,
// with one bucket; `env` holds the S3_* variables that point the app at it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
// @ts-expect-error s3rver ships no type declarations
import S3rver from "s3rver";

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export async function startS3rver(bucket = "balance-test") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "balance-s3rver-"));
  const server = new (S3rver as S3rverClass)({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    env,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
