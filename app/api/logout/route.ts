import { route } from "@/lib/http/handler";
import { logout } from "@/lib/auth/service";

// Signed-out callers may log out too (a no-op), so a stale tab never sees an error.
export const POST = route({ auth: false }, () => logout());
