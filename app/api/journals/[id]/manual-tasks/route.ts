import { idParam, route } from "@/lib/http/handler";
import { createJournalTasks } from "@/lib/journal/journal-tasks";
import { journalTasksSchema } from "@/lib/journal/schemas";

export const POST = route(
  { params: idParam, body: journalTasksSchema },
  async ({ userId, params, body }) =>
    Response.json(await createJournalTasks(userId, params.id, body), { status: 201 }),
);
