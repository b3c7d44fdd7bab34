import { z } from "zod";
import { route } from "@/lib/http/handler";
import { badRequest } from "@/lib/errors/api-error";
import { checkinDateSchema, saveCheckinSchema } from "@/lib/checkins/schemas";
import { deleteCheckin, saveCheckin } from "@/lib/checkins/data";

// The day is checked here rather than as a path schema: a bad day is a 400 naming "date", not a 404.
const dateParam = z.object({ date: z.string().max(64) });
function dayOf(raw: string): string {
  const parsed = checkinDateSchema.safeParse(raw);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? "date must be a day", "date");
  return parsed.data;
}

// 201 the first time that day, 200 when it replaces the day's check-in.
export const PUT = route(
  { params: dateParam, body: saveCheckinSchema },
  async ({ userId, params, body }) => {
    const { created, checkin } = await saveCheckin(userId, dayOf(params.date), body);
    return Response.json(checkin, { status: created ? 201 : 200 });
  },
);

export const DELETE = route({ params: dateParam }, ({ userId, params }) =>
  deleteCheckin(userId, dayOf(params.date)),
);
