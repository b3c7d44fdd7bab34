import { route } from "@/lib/http/handler";
import { demoConfirmSchema } from "@/lib/billing/schemas";
import { confirmDemoSubscription } from "@/lib/billing/subscription";

export const POST = route({ body: demoConfirmSchema }, ({ userId, body }) =>
  confirmDemoSubscription(userId, body),
);
