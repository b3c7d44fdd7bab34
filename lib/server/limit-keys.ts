// The rate-limit counters that name a person (by e-mail or user id), built in one place so that
// deleting the account deletes every one of them (lib/account/delete.ts): a re-registered
// account must not start locked by its predecessor's counters.
const normalize = (email: string) => email.trim().toLowerCase();

/** Login failures on an account from one address: `login:account:<email>|<address>`. */
export const loginAccountPrefix = (email: string) => `login:account:${normalize(email)}|`;
export const loginAccountAddressKey = (email: string, address: string | null) =>
  `${loginAccountPrefix(email)}${address ?? "unknown"}`;

/** Wrong passwords when re-asked before deleting the account or changing the password. */
export const confirmPasswordKey = (userId: string) => `account:password:${userId}`;

/** Vision-board images generated this hour. */
export const imageGenerationKey = (userId: string) => `vision-image:${userId}`;

/** Photos uploaded to vision boards this hour. */
export const imageUploadKey = (userId: string) => `image-upload:${userId}`;

/** "Forgot password?" requests for one e-mail this hour (whether or not it has an account). */
export const passwordForgotEmailKey = (email: string) =>
  `password-forgot:email:${normalize(email)}`;

/** Invitations sent from Refer & Earn today. */
export const inviteKey = (userId: string) => `invite:${userId}`;

/** Searches this minute (GET /api/search). */
export const searchLimitKey = (userId: string) => `search:${userId}`;
/** Timer starts and time added by hand this hour (issue 46): each is a row. */
export const timeEntryKey = (userId: string) => `time-entry:${userId}`;

/** Every counter of this person, for deleteLimits(). */
export const personalLimits = (user: { id: string; email: string }) => ({
  keys: [
    confirmPasswordKey(user.id),
    imageGenerationKey(user.id),
    imageUploadKey(user.id),
    passwordForgotEmailKey(user.email),
    inviteKey(user.id),
    searchLimitKey(user.id),
    timeEntryKey(user.id),
  ],
  prefixes: [loginAccountPrefix(user.email)],
});
