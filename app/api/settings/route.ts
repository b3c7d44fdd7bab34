import { route } from "@/lib/http/handler";
import { updateSettingsSchema } from "@/lib/settings/schemas";
import { getSettings, updateSettings } from "@/lib/settings/data";

export const GET = route({}, ({ userId }) => getSettings(userId));

export const PATCH = route({ body: updateSettingsSchema }, ({ userId, body }) =>
  updateSettings(userId, body),
);
