// npm run test:cluster — several instances of the production build on one PostgreSQL and one
// S3-compatible store (issue 17, "Several instances"):
//   bash scripts/with-postgres.sh npx tsx --conditions=react-server scripts/load/cluster.ts   (what `npm run test:cluster` runs)
// Expects a build in NEXT_DIST_DIR (default .next) and DATABASE_URL (scripts/with-postgres.sh sets it
// and applies the migrations). Starts s3rver (npm) and three `next start` servers on 127.0.0.1, then:
//   0. a server with DATABASE_URL and no bucket refuses to start, saying why;
//   1. mixed load, every client's requests round-robin across the three: 0 errors, every
//      acknowledged write stored, no row stored that nobody acknowledged (no duplicates);
//   2. a cookie logged out on one server is refused by the other two within a second;
//   3. the login throttle counts failures made on all three;
//   4. an image uploaded through one is served by another, and lives in the bucket;
//   5. a push reminder due now, with GET /api/cron/push called on all three at once (three times),
//      reaches a real HTTPS push receiver exactly once, and decrypts to the task's text.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { hardTimeout, onExit, sleep, spawnGroup, stopGroup } from "./lib/processes";
import { Client, describe, ok, registerUser } from "./lib/http";
import { distDir, portIsFree, REPO_ROOT, startApp, tempDir, type AppServer } from "./lib/server";
import { Tally, runAndExit } from "./lib/tally";
import { runMixedLoad } from "../../tests/load/mixed-load";
import { browserKeys, decryptPush, selfSignedCert, startReceiver } from "../../tests/helpers/push";
import webpush from "web-push";

const CRON_SECRET = "cluster-cron-secret";

async function pushAcrossServers(
  tally: Tally,
  servers: AppServer[],
  runId: string,
  receiver: Awaited<ReturnType<typeof startReceiver>>,
) {
  const client = new Client(servers[0]!.baseUrl);
  await registerUser(client, `cluster-push-${runId}@example.test`, `cluster-pass-${runId}`);
  const settings = await client.patch("/api/settings", { timeZone: "UTC" });
  if (!ok(settings)) throw new Error(`settings: ${describe(settings)}`);
  const keys = browserKeys();
  const pushPath = `/push/cluster-${runId}`;
  const sub = await client.post("/api/push/subscriptions", {
    endpoint: receiver.url(pushPath),
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  if (sub.status !== 201) throw new Error(`subscribe: ${describe(sub)}`);
  // Due this very minute (UTC): the next run on any server finds it.
  const now = new Date().toISOString();
  const description = `Cluster reminder ${runId}`;
  const task = await client.post("/api/tasks", {
    description,
    category: "health",
    dueDate: now.slice(0, 10),
    dueTime: now.slice(11, 16),
  });
  if (task.status !== 201) throw new Error(`task: ${describe(task)}`);
  const cron = (base: string) =>
    fetch(`${base}/api/cron/push`, {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
      signal: AbortSignal.timeout(30_000),
    }).then((r) => r.status);
  const statuses: number[] = [];
  for (let round = 0; round < 3; round++)
    statuses.push(...(await Promise.all(servers.map((s) => cron(s.baseUrl)))));
  const got = receiver.to(pushPath);
  const decrypted = got.map((d) => decryptPush(d.body, keys) as { title?: string });
  tally.check(
    statuses.every((st) => st === 200) && got.length === 1 && decrypted[0]?.title === description,
    "a push reminder, with the cron run on all three servers at once (three times), is delivered exactly once",
    `cron: ${statuses.join(", ")}; deliveries: ${got.length}; decrypted title: ${decrypted.map((d) => d.title).join(", ")}`,
  );
}

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

const BUCKET = "balance-cluster";

async function startS3rver(port: number): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} for s3rver is already in use`);
  const dir = tempDir("balance-cluster-s3-");
  onExit(() => fs.rmSync(dir, { recursive: true, force: true }));
  const bin = path.join(REPO_ROOT, "node_modules", "s3rver", "bin", "s3rver.js");
  const child = spawnGroup(
    process.execPath,
    [
      bin,
      "-d",
      dir,
      "-a",
      "127.0.0.1",
      "-p",
      String(port),
      "--silent",
      "--configure-bucket",
      BUCKET,
    ],
    {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 80; i++) {
    try {
      await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
      return {
        endpoint,
        stop: async () => (
          await stopGroup(child),
          fs.rmSync(dir, { recursive: true, force: true })
        ),
      };
    } catch {
      await sleep(250);
    }
  }
  await stopGroup(child);
  throw new Error("s3rver did not start");
}

/** The cookie header of a signed-in client, to replay on other servers (a copy of the browser's cookie). */
const cookieOf = (c: Client) => c.cookieHeader();
const getUser = (baseUrl: string, cookie: string) =>
  fetch(`${baseUrl}/api/user`, {
    headers: { cookie },
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  }).then((r) => r.status);

async function logoutEverywhere(tally: Tally, servers: AppServer[], runId: string) {
  const [a, b, c] = servers.map((s) => s.baseUrl) as [string, string, string];
  const client = new Client(a);
  await registerUser(client, `cluster-logout-${runId}@example.test`, `cluster-pass-${runId}`);
  const cookie = cookieOf(client);
  // Every server has seen (and remembers) the live session first.
  for (const base of [a, b, c])
    for (let i = 0; i < 3; i++)
      if ((await getUser(base, cookie)) !== 200) throw new Error(`session not accepted on ${base}`);
  const r = await client.post("/api/logout");
  if (!ok(r)) throw new Error(`logout on ${a}: ${describe(r)}`);
  const t0 = performance.now();
  const refusedAfter: number[] = [];
  for (const base of [b, c]) {
    let status = 200;
    while (status === 200 && performance.now() - t0 < 5000) {
      status = await getUser(base, cookie);
      if (status === 200) await sleep(25);
    }
    refusedAfter.push(status === 401 ? performance.now() - t0 : Infinity);
  }
  tally.check(
    refusedAfter.every((ms) => ms < 1000),
    "a cookie logged out on server 1 is refused by servers 2 and 3 within a second",
    refusedAfter
      .map(
        (ms, i) =>
          `server ${i + 2}: ${Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : "still accepted after 5 s"}`,
      )
      .join(", "),
  );
  tally.check((await getUser(a, cookie)) === 401, "and by server 1 itself");
}

async function throttleAcrossServers(tally: Tally, servers: AppServer[], runId: string) {
  const email = `cluster-throttle-${runId}@example.test`;
  const password = `cluster-pass-${runId}`;
  await registerUser(new Client(servers[0]!.baseUrl), email, password);
  const statuses: number[] = [];
  // Five wrong passwords (the per account-and-address limit), spread over the three servers.
  for (let i = 0; i < 5; i++)
    statuses.push(
      (
        await new Client(servers[i % 3]!.baseUrl).post("/api/login", {
          email,
          password: `wrong-${i}`,
        })
      ).status,
    );
  const sixth = await new Client(servers[5 % 3]!.baseUrl).post("/api/login", {
    email,
    password: "wrong-again",
  });
  tally.check(
    statuses.every((s) => s === 401) && sixth.status === 429,
    "the login throttle counts failures made on all three servers",
    `five failures → ${statuses.join(", ")}; the sixth, on server 3 → ${sixth.status}`,
  );
}

async function imageAcrossServers(tally: Tally, servers: AppServer[], runId: string, s3: S3Client) {
  const [a, b, c] = servers.map((s) => s.baseUrl) as [string, string, string];
  const client = new Client(a);
  const user = await registerUser(
    client,
    `cluster-image-${runId}@example.test`,
    `cluster-pass-${runId}`,
  );
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "cluster.png");
  const up = await fetch(`${a}/api/images`, {
    method: "POST",
    body: form,
    headers: { cookie: cookieOf(client) },
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await up.json()) as { imageUrl?: string; message?: string };
  if (up.status !== 201 || !body.imageUrl)
    throw new Error(`upload on server 1: HTTP ${up.status} ${body.message ?? ""}`);
  const read = async (base: string) => {
    const r = await fetch(`${base}${body.imageUrl}`, {
      headers: { cookie: cookieOf(client) },
      signal: AbortSignal.timeout(10_000),
    });
    return { status: r.status, bytes: Buffer.from(await r.arrayBuffer()) };
  };
  const [fromB, fromC] = [await read(b), await read(c)];
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `users/${user.id}/` }),
  );
  const keys = (listed.Contents ?? []).map((o) => o.Key);
  tally.check(
    fromB.status === 200 &&
      fromC.status === 200 &&
      fromB.bytes.equals(fromC.bytes) &&
      fromB.bytes.length > 0 &&
      keys.length === 1,
    "an image uploaded through server 1 is served by servers 2 and 3, from the bucket",
    `servers 2/3: HTTP ${fromB.status}/${fromC.status}, ${fromB.bytes.length} bytes, identical: ${fromB.bytes.equals(fromC.bytes)}; bucket keys: ${keys.join(", ")}`,
  );
  const stranger = new Client(b);
  await registerUser(stranger, `cluster-stranger-${runId}@example.test`, `cluster-pass-${runId}`);
  const foreign = await fetch(`${c}${body.imageUrl}`, {
    headers: { cookie: cookieOf(stranger) },
    signal: AbortSignal.timeout(10_000),
  });
  tally.check(
    foreign.status === 404,
    "another user gets 404 for it on any server",
    `HTTP ${foreign.status}`,
  );
}

async function main(): Promise<number> {
  const seconds = intEnv("CLUSTER_SECONDS", 20, 1, 600);
  const users = intEnv("CLUSTER_USERS", 30, 1, 300);
  const basePort = intEnv("CLUSTER_BASE_PORT", 3120, 1024, 65000);
  const s3Port = intEnv("CLUSTER_S3_PORT", basePort + 5, 1024, 65535);
  const databaseUrl = process.env.DATABASE_URL;
  const tally = new Tally();
  hardTimeout(seconds + 600, tally, "cluster run");
  if (!databaseUrl)
    throw new Error(
      "DATABASE_URL is not set: run through scripts/with-postgres.sh (npm run test:cluster does)",
    );
  const runId = randomBytes(4).toString("hex");
  console.log(
    `Cluster test: build ${distDir()}/, 3 servers from port ${basePort}, s3rver on ${s3Port}, ${users} users, ${seconds} s`,
  );

  const s3rver = await startS3rver(s3Port);
  const s3Env = {
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: s3rver.endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  const s3 = new S3Client({
    region: "us-east-1",
    endpoint: s3rver.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  const servers: AppServer[] = [];
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  try {
    await tally.section("no bucket, no start", async () => {
      try {
        const s = await startApp({
          port: basePort,
          env: { DATABASE_URL: databaseUrl, IMAGE_STORE: "" },
          readyTimeoutMs: 60_000,
        });
        await s.stop();
        tally.fail("a server with DATABASE_URL and no S3_BUCKET refuses to start", "it started");
      } catch (err) {
        const message = (err as Error).message;
        tally.check(
          /exited early/.test(message) && /S3_BUCKET/.test(message),
          "a server with DATABASE_URL and no S3_BUCKET refuses to start, saying why",
          message
            .split("\n")
            .find((l) => /S3_BUCKET/.test(l))
            ?.slice(0, 140),
        );
      }
    });

    // Push: one key pair for all three, a local HTTPS receiver whose throw-away certificate the
    // servers trust through NODE_EXTRA_CA_CERTS.
    const tls = selfSignedCert();
    const caFile = path.join(tempDir("balance-push-ca-"), "ca.pem");
    fs.writeFileSync(caFile, tls.cert);
    receiver = await startReceiver(tls);
    const vapid = webpush.generateVAPIDKeys();
    const pushEnv = {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:cluster@example.test",
      PUSH_ALLOWED_HOSTS: receiver.host,
      NODE_EXTRA_CA_CERTS: caFile,
      CRON_SECRET,
    };
    const env = {
      DATABASE_URL: databaseUrl,
      ...s3Env,
      ...pushEnv,
      LOGIN_RATE_WINDOW_SECONDS: "120",
    };
    for (let i = 0; i < 3; i++) servers.push(await startApp({ port: basePort + i, env }));
    tally.pass(
      "three servers started on one PostgreSQL and one bucket",
      servers.map((s) => s.baseUrl).join(", "),
    );

    const urls = servers.map((s) => s.baseUrl);
    await tally.section("mixed load, round-robin across the three", () =>
      runMixedLoad({
        baseUrl: urls[0]!,
        baseUrls: urls,
        users,
        seconds,
        runId,
        tally,
        serverLogs: () => servers.map((s) => s.logs()).join("\n"),
        checkDuplicates: true,
      }),
    );
    await tally.section("logout on one server", () => logoutEverywhere(tally, servers, runId));
    await tally.section("login throttle across servers", () =>
      throttleAcrossServers(tally, servers, runId),
    );
    await tally.section("images across servers", () =>
      imageAcrossServers(tally, servers, runId, s3),
    );
    await tally.section("push reminders across servers", () =>
      pushAcrossServers(tally, servers, runId, receiver!),
    );
    tally.check(
      servers.every((s) => s.alive()),
      "all three servers still running at the end",
    );
  } catch (err) {
    tally.fail("cluster run", err instanceof Error ? err.message : String(err));
  } finally {
    for (const s of servers) await s.stop();
    s3.destroy();
    await s3rver.stop();
    await receiver?.close();
  }
  return tally.finish();
}

runAndExit(main);
