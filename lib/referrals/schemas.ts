import { z } from "zod";
import { emailSchema } from "@/lib/auth/schemas";

export const inviteSchema = z.strictObject({ email: emailSchema });
