// Auth.js's session cookie names (the __Secure- variant is used over HTTPS).
export const SESSION_COOKIE_NAMES = [
  "authjs.session-token",
  "__Secure-authjs.session-token",
] as const;
