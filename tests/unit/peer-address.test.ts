// The hook that tells route handlers the TCP peer (lib/server/peer-address.ts): a client cannot
// choose the value by sending the header itself.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { installPeerAddressHook, PEER_ADDRESS_HEADER } from "@/lib/server/peer-address";

describe("peer address hook", () => {
  it("stamps every request with the socket's address, over a forged header", async () => {
    installPeerAddressHook();
    installPeerAddressHook(); // twice is harmless
    const seen: (string | string[] | undefined)[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers[PEER_ADDRESS_HEADER]);
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_ADDRESS_HEADER]: "6.6.6.6", "x-forwarded-for": "6.6.6.6" } });
      await fetch(`http://127.0.0.1:${port}/`);
    } finally {
      server.close();
    }
    expect(seen).toEqual(["127.0.0.1", "127.0.0.1"]);
  });
});
