// Sign-in and sign-out through Auth.js, so the session cookie is Auth.js's own.
import "server-only";
import { CredentialsSignin } from "next-auth";
import { signIn, signOut } from "./next-auth";
import { ApiError } from "@/lib/errors/api-error";

const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

export async function startSession(email: string, password: string): Promise<void> {
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (err) {
    if (err instanceof CredentialsSignin || (err as Error)?.name === "CredentialsSignin") {
      throw new ApiError("INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
    }
    throw err;
  }
}

export async function endSession(): Promise<void> {
  await signOut({ redirect: false });
}
