// What the four auth endpoints do, one function each.
import "server-only";
import { unauthorized } from "@/lib/errors/api-error";
import { findUserByEmail, findUserById, registerUser } from "./accounts";
import { endSession, startSession } from "./login";
import { rememberBrowserTimeZone } from "@/lib/settings/data";
import { toPublicUser, type PublicUser } from "./public-user";
import type { LoginInput, RegisterPayload } from "./schemas";
import { countLoginAttempt } from "./login-rate-limit";
import { countRegistration } from "./register-rate-limit";

export async function register(
  input: RegisterPayload,
  clientAddress: string | null,
): Promise<PublicUser> {
  await countRegistration(clientAddress);
  const user = await registerUser(input);
  await startSession(input.email, input.password);
  await rememberBrowserTimeZone(user.id, input.timeZone);
  return toPublicUser(user);
}

/** `clientAddress` is null when it cannot be known (lib/server/client-address.ts). */
export async function login(input: LoginInput, clientAddress: string | null): Promise<PublicUser> {
  // Counted before the password is checked: a wrong one is then already on the books.
  const attempt = await countLoginAttempt(input.email, clientAddress);
  await startSession(input.email, input.password);
  await attempt.succeeded();
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
