import { z } from "zod";
import { route } from "@/lib/http/handler";
import { badRequest } from "@/lib/errors/api-error";
import { planDateSchema, savePlanSchema } from "@/lib/planning/schemas";
import { getPlan, savePlan } from "@/lib/planning/data";

// The day is checked here rather than as a path schema: a bad day is a 400 naming "date", not a 404.
const dateParam = z.object({ date: z.string().max(64) });
function dayOf(raw: string): string {
  const parsed = planDateSchema.safeParse(raw);
  if (!parsed.success)
    throw badRequest(
      parsed.error.issues[0]?.message ?? "date must be a day like 2026-11-24",
      "date",
    );
  return parsed.data;
}

export const GET = route({ params: dateParam }, ({ userId, params }) =>
  getPlan(userId, dayOf(params.date)),
);

export const PUT = route({ params: dateParam, body: savePlanSchema }, ({ userId, params, body }) =>
  savePlan(userId, dayOf(params.date), body),
);
