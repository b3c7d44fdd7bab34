// Auth.js (next-auth v5) configuration: e-mail/password credentials, JWT cookie, and a server-side
// session registry (the adapter's sessions table) so that logout really ends a session: the cookie
// carries a session id that must still exist in the database on every request.
import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { accounts, sessions, users, verificationTokens } from "@/db/schema";
import { authSecret } from "./secret";
import { sessionLookup } from "./session-lookup";
import { forgetSession, isSessionLive } from "./session-cache";
import { loginSchema } from "./schemas";
import { verifyCredentials } from "./accounts";
import { newSessionExpiry, SESSION_ABSOLUTE_MS, touchSession } from "./session-expiry";

// The cookie lives as long as the longest session could; the row decides (session-expiry.ts).
const SESSION_MAX_AGE_SECONDS = SESSION_ABSOLUTE_MS / 1000;

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string };
  }
}

export const { auth, signIn, signOut } = NextAuth(async () => {
  const db = await getDb();
  const adapter = DrizzleAdapter(db, {
    usersTable: users,
    accountsTable: accounts,
    sessionsTable: sessions,
    verificationTokensTable: verificationTokens,
  });

  return {
    adapter,
    secret: authSecret(),
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/auth", error: "/auth" },
    providers: [
      Credentials({
        credentials: { email: {}, password: {} },
        async authorize(raw) {
          const parsed = loginSchema.safeParse({ email: raw?.email, password: raw?.password });
          if (!parsed.success) return null;
          const user = await verifyCredentials(parsed.data.email, parsed.data.password);
          return user ? { id: user.id, email: user.email } : null;
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user?.id) {
          // Fresh sign-in: register this browser's session server-side.
          const sid = randomBytes(32).toString("base64url");
          await adapter.createSession!({
            sessionToken: sid,
            userId: user.id,
            expires: newSessionExpiry(),
          });
          return { sub: user.id, email: user.email, sid };
        }
        const sid = typeof token.sid === "string" ? token.sid : null;
        if (!sid || !token.sub) return null;
        const probe = sessionLookup.getStore();
        const accept = () => {
          if (probe && typeof token.exp === "number")
            probe.accepted = { userId: token.sub!, sid, exp: token.exp };
          return token;
        };
        const userId = token.sub;
        let live;
        try {
          live = await isSessionLive(sid, userId, () => touchSession(sid, userId));
        } catch (err) {
          if (probe) probe.error = err;
          throw err;
        }
        // Gone (logged out, password changed, account deleted) or past its idle or absolute
        // deadline: the cookie is dead.
        if (!live) return null;
        return accept();
      },
      session({ session, token }) {
        session.user = { ...session.user, id: token.sub as string, email: token.email as string };
        return session;
      },
    },
    events: {
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        if (typeof sid === "string") {
          // The row first: a check that read it before then is not remembered after the forget.
          await adapter.deleteSession!(sid);
          forgetSession(sid);
        }
      },
    },
    logger: {
      error(error) {
        // A wrong password is not a server error; everything else is worth logging.
        if (
          error.name === "CredentialsSignin" ||
          (error as { type?: string }).type === "CredentialsSignin"
        )
          return;
        console.error("[auth]", error);
      },
    },
  };
});
