// Push test helpers: browser-like subscription keys (a real P-256 pair and auth secret, so a test
// receiver can decrypt what the server sends) and a throw-away HTTPS receiver speaking RFC 8030.
import { createECDH, randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { outboundTest } from "@/lib/net/agent";
import { pushTransport } from "@/lib/push/send";
// http_ece ships no types: the one call used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require("http_ece") as {
  decrypt: (buf: Buffer, params: Record<string, unknown>) => Buffer;
};

export type BrowserKeys = { ecdh: ReturnType<typeof createECDH>; p256dh: string; auth: string };

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

/** Decrypts an aes128gcm body (RFC 8291) with the subscription's own private key. */
export function decryptPush(body: Buffer, keys: BrowserKeys): unknown {
  const plain = ece.decrypt(body, {
    version: "aes128gcm",
    privateKey: keys.ecdh,
    authSecret: Buffer.from(keys.auth, "base64url"),
  });
  return JSON.parse(plain.toString("utf8"));
}

/** A self-signed certificate for 127.0.0.1, made with Debian's openssl at test time. */
export function selfSignedCert(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-cert-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key: fs.readFileSync(key, "utf8"), cert: fs.readFileSync(cert, "utf8") };
}

type Delivery = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};
/** What the receiver answers for a path: a status, or "hang" (never answers). */
export type Behaviour = number | "hang";

export async function startReceiver(tls: { key: string; cert: string }) {
  const deliveries: Delivery[] = [];
  const behaviour = new Map<string, Behaviour>();
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const p = req.url ?? "/";
      deliveries.push({ path: p, headers: req.headers, body: Buffer.concat(chunks) });
      const b = behaviour.get(p) ?? 201;
      if (b === "hang") return;
      res.writeHead(b, { location: `${p}/msg` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    url: (p: string) => `https://127.0.0.1:${port}${p}`,
    deliveries,
    behaviour,
    to: (p: string) => deliveries.filter((d) => d.path === p),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A receiver the app may send to: its address allowed (PUSH_ALLOWED_HOSTS), its throw-away
 * certificate trusted by the app's outbound agent alone, and a short send timeout for the "hang"
 * behaviour. `release` undoes it and closes the receiver.
 */
export async function startTrustedReceiver() {
  const tls = selfSignedCert();
  const receiver = await startReceiver(tls);
  process.env.PUSH_ALLOWED_HOSTS = receiver.host;
  outboundTest.ca = tls.cert;
  pushTransport.timeoutMs = 1500;
  const release = async () => {
    delete process.env.PUSH_ALLOWED_HOSTS;
    outboundTest.ca = undefined;
    await receiver.close();
  };
  return { ...receiver, release };
}
