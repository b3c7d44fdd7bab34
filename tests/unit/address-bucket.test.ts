// Per-address limits count an IPv6 client by its /64 (lib/server/address-bucket.ts).
import { describe, expect, it } from "vitest";
import { addressBucket } from "@/lib/server/address-bucket";

describe("addressBucket", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups IPv6 addresses by their /64, however they are written", () => {
    const a = addressBucket("2001:db8:1:2::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(a);
    expect(addressBucket("2001:db8:1:2:0:0:0:99")).toBe(a);
    expect(addressBucket("2001:db8:1:3::1")).not.toBe(a);
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressBucket("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });
});
