// A WebSocket-to-TCP proxy for the Neon serverless driver against a local PostgreSQL: the setup
// Neon documents for local development. Each WebSocket names its target in the query string
// (`/v1?address=host:port`); its binary messages are piped to a TCP connection to it and back.
// Test-only: it listens on loopback and connects only to loopback addresses.
//   node scripts/neon-ws-proxy.mjs PORT [COUNT_FILE]
// On SIGTERM it writes how many connections it carried to COUNT_FILE, so the caller can prove
// the queries really went through the Neon driver.
import fs from "node:fs";
import net from "node:net";
import { WebSocketServer } from "ws";

const port = Number(process.argv[2] || 54331);
const countFile = process.argv[3];
const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1"]);
let connections = 0;

const wss = new WebSocketServer({ host: "127.0.0.1", port });
wss.on("listening", () => console.log(`[neon-proxy] listening on ws://127.0.0.1:${port}/v1`));
wss.on("connection", (ws, req) => {
  const address = new URL(req.url ?? "/", "http://proxy").searchParams.get("address") ?? "";
  const at = address.lastIndexOf(":");
  const host = address.slice(0, at).replace(/^\[|\]$/g, "");
  const targetPort = Number(address.slice(at + 1));
  if (!LOOPBACK.has(host) || !Number.isInteger(targetPort) || targetPort <= 0) {
    ws.close(1008, "target not allowed");
    return;
  }
  connections++;
  const socket = net.connect(targetPort, host);
  // Writes before the TCP connection is up are queued by the socket.
  ws.on("message", (data) => socket.write(data));
  socket.on("data", (chunk) => ws.send(chunk));
  socket.on("close", () => ws.close());
  socket.on("error", () => ws.close());
  ws.on("close", () => socket.end());
  ws.on("error", () => socket.destroy());
});

function stop() {
  if (countFile) fs.writeFileSync(countFile, String(connections));
  wss.close();
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
