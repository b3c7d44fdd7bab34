import { z } from "zod";
import { idParam, route } from "@/lib/http/handler";
import { badRequest } from "@/lib/errors/api-error";
import { checkDateSchema } from "@/lib/habits/schemas";
import { checkHabit, uncheckHabit } from "@/lib/habits/data";

// The id must name a row (else 404); the day is checked here so a bad one is a 400 naming "date".
const checkParams = idParam.extend({ date: z.string().max(64) });
function dayOf(raw: string): string {
  const parsed = checkDateSchema.safeParse(raw);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? "date must be YYYY-MM-DD", "date");
  return parsed.data;
}

// No body: the path says it all, and twice is once.
export const PUT = route({ params: checkParams }, ({ userId, params }) =>
  checkHabit(userId, params.id, dayOf(params.date)),
);

export const DELETE = route({ params: checkParams }, ({ userId, params }) =>
  uncheckHabit(userId, params.id, dayOf(params.date)),
);
