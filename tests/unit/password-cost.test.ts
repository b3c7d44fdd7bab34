// The hashing cost (lib/auth/password.ts): the real one everywhere but the test runner, and a hash
// made at one cost verifies at any other, since a stored hash names its own N.
import { afterEach, describe, expect, it } from "vitest";
import { hashCost, hashPassword, verifyPassword } from "@/lib/auth/password";

const setNodeEnv = (value: string) => ((process.env as Record<string, string>).NODE_ENV = value);

describe("password hashing cost", () => {
  afterEach(() => setNodeEnv("test"));

  it("is 2^15 outside the test runner, whatever TEST_SCRYPT_N says", async () => {
    setNodeEnv("production");
    process.env.TEST_SCRYPT_N = "2";
    expect(hashCost()).toBe(1 << 15);
    const stored = await hashPassword("a real password");
    expect(stored.split("$").slice(0, 4)).toEqual(["scrypt", "32768", "8", "1"]);
    setNodeEnv("test");
    expect(await verifyPassword("a real password", stored)).toBe(true);
    expect(await verifyPassword("another password", stored)).toBe(false);
  });

  it("is cheaper under the test runner, unless a test asks for the real one", async () => {
    delete process.env.TEST_SCRYPT_N;
    expect(hashCost()).toBe(1 << 10);
    const cheap = await hashPassword("secret123");
    expect(cheap.split("$")[1]).toBe("1024");
    process.env.TEST_SCRYPT_N = String(1 << 15);
    expect(hashCost()).toBe(1 << 15);
    expect(await verifyPassword("secret123", cheap)).toBe(true);
  });
});
