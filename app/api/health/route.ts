import { route } from "@/lib/http/handler";

// Liveness probe and the benchmarks' baseline: a trivial JSON handler, no session, no database.
export const GET = route({ auth: false }, () => ({ status: "ok" }));
