import { route } from "@/lib/http/handler";
import { createBoard, listBoards } from "@/lib/vision-boards/data";
import { createBoardSchema } from "@/lib/vision-boards/schemas";

export const GET = route({}, ({ userId }) => listBoards(userId));

export const POST = route({ body: createBoardSchema }, async ({ userId, body }) =>
  Response.json(await createBoard(userId, body), { status: 201 }),
);
