import { describe, expect, it } from "vitest";
import { ApiClient, signedInClient, uniqueEmail } from "../helpers/api-client";

describe("auth endpoints", () => {
  it("registers, returns the user without secrets, and signs in", async () => {
    const client = new ApiClient();
    const email = uniqueEmail("Reg").replace("reg", "REG");
    const res = await client.post("/api/register", { email, password: "secret123" });
    expect(res.status).toBe(201);
    expect(res.body.email).toBe(email.toLowerCase());
    expect(res.body.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.text).not.toMatch(/password|scrypt|stripe/i);
    const me = await client.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email.toLowerCase());
  });

  it("refuses a duplicate e-mail in any letter case with 409", async () => {
    const { email } = await signedInClient("dup");
    const res = await new ApiClient().post("/api/register", {
      email: email.toUpperCase(),
      password: "another1",
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it("validates register input with the spec's messages", async () => {
    const client = new ApiClient();
    const bad = await client.post("/api/register", {
      email: "not-an-email",
      password: "secret123",
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: "Please enter a valid email address",
      field: "email",
    });
    const short = await client.post("/api/register", { email: uniqueEmail(), password: "12345" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 6 characters");
    const unknown = await client.post("/api/register", {
      email: uniqueEmail(),
      password: "secret123",
      isAdmin: true,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown field/);
    const notJson = await client.request("POST", "/api/register", undefined, { rawBody: "{oops" });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe("Request body must be valid JSON");
  });

  it("rejects an unknown referral code with 400 and stores a valid one", async () => {
    const unknown = await new ApiClient().post("/api/register", {
      email: uniqueEmail(),
      password: "secret123",
      referredByCode: "ZZZZZZZZ",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe("referredByCode");

    const { user: referrer } = await signedInClient("referrer");
    const referred = await new ApiClient().post("/api/register", {
      email: uniqueEmail(),
      password: "secret123",
      referredByCode: referrer.affiliateCode.toLowerCase(),
    });
    expect(referred.status).toBe(201);
    expect(referred.body.referredByCode).toBe(referrer.affiliateCode);
  });

  it("logs in with the right password only", async () => {
    const { email, password } = await signedInClient("login");
    const client = new ApiClient();
    const wrong = await client.post("/api/login", { email, password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid email or password");
    expect((await client.get("/api/user")).status).toBe(401);

    const ok = await client.post("/api/login", { email: email.toUpperCase(), password });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(email);
    expect((await client.get("/api/user")).status).toBe(200);
  });

  it("answers 401 with the error shape when signed out", async () => {
    const res = await new ApiClient().get("/api/user");
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: expect.any(String), code: "UNAUTHORIZED" });
  });

  it("logout ends the session: the old cookie stops working", async () => {
    const { client } = await signedInClient("logout");
    const stolen = new ApiClient();
    stolen.cookies = new Map(client.cookies);
    expect((await stolen.get("/api/user")).status).toBe(200);

    const out = await client.post("/api/logout");
    expect(out.status).toBe(200);
    expect((await client.get("/api/user")).status).toBe(401);
    // The copy of the cookie taken before logout is dead too.
    expect((await stolen.get("/api/user")).status).toBe(401);
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const res = await new ApiClient().request(
      "POST",
      "/api/login",
      { email: uniqueEmail(), password: "secret123" },
      {
        headers: { origin: "https://evil.example" },
      },
    );
    expect(res.status).toBe(403);
  });
});
