// What the four auth endpoints do, one function each.
import { ApiError, unauthorized } from "@/lib/http/errors";
import { findUserByEmail, findUserById, registerUser } from "./accounts";
import { endSession, startSession } from "./login";
import { rememberBrowserTimeZone } from "@/lib/settings/settings";
import { toPublicUser, type PublicUser } from "./public-user";
import type { LoginInput, RegisterPayload } from "./schemas";
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "./login-rate-limit";

export async function register(input: RegisterPayload): Promise<PublicUser> {
  const user = await registerUser(input);
  await startSession(input.email, input.password);
  await rememberBrowserTimeZone(user.id, input.timeZone);
  return toPublicUser(user);
}

export async function login(input: LoginInput, clientAddress: string): Promise<PublicUser> {
  await assertLoginAllowed(input.email, clientAddress);
  try {
    await startSession(input.email, input.password);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) await recordLoginFailure(input.email, clientAddress);
    throw err;
  }
  await recordLoginSuccess(input.email);
  const user = await findUserByEmail(input.email);
  if (!user) throw unauthorized();
  await rememberBrowserTimeZone(user.id, input.timeZone);
  return toPublicUser(user);
}

export async function logout(): Promise<{ message: string }> {
  await endSession();
  return { message: "You have been logged out successfully." };
}

export async function me(userId: string): Promise<PublicUser> {
  const user = await findUserById(userId);
  if (!user) throw unauthorized();
  return toPublicUser(user);
}
