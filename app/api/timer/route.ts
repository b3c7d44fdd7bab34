import { route } from "@/lib/http/handler";
import { startTimerSchema } from "@/lib/time-entries/schemas";
import { runningTimer, startTimer, stopTimer } from "@/lib/time-entries/data";

// The running timer, or 204 when none runs.
export const GET = route({}, ({ userId }) => runningTimer(userId));

// Starts a timer on a task or a habit; a running one is stopped first and returned as `stopped`.
export const POST = route({ body: startTimerSchema }, async ({ userId, body }) =>
  Response.json(await startTimer(userId, body), { status: 201 }),
);

// Stops the running timer: 200 with the entry it made.
export const DELETE = route({}, ({ userId }) => stopTimer(userId));
