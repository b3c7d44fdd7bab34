// The task column map (lib/tasks/task-columns.ts, issue 42 item 1): the list's JSON, built by
// PostgreSQL from the map, is what toTaskDto makes of the same row; and a column added to the map
// shows in all four shapes derived from it (the DTO, the list's SQL, the insert, the occurrence copy).
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { goals, tasks, type Task } from "@/db/schema";
import {
  dtoMaker,
  newTaskValues,
  occurrenceCopy,
  TASK_COLUMNS,
  toTaskDto,
  type TaskDtoOf,
} from "@/lib/tasks/task-columns";
import { dtoColumnsSql, listTasksJson } from "@/lib/tasks/list-json";
import { insertStatement } from "@/lib/tasks/insert-task";
import { signedInClient } from "../helpers/api-client";

/** A task of the user with every column the map names set to something other than its default. */
async function fullTask(userId: string): Promise<Task> {
  const db = await getDb();
  const [goal] = await db
    .insert(goals)
    .values({ userId, title: "Run a marathon", category: "health" })
    .returning();
  await db.delete(tasks).where(eq(tasks.userId, userId)); // the welcome task
  const [row] = await db
    .insert(tasks)
    .values({
      userId,
      description: `Every "field" set \\ é 🧘 \u2028`,
      category: "health",
      aiCategory: "finances",
      completed: true,
      important: true,
      order: -7,
      createdAt: new Date("2026-03-04T05:06:07.089Z"),
      completedAt: new Date("2026-11-27T23:59:59.999Z"),
      dueDate: "2026-12-24",
      dueTime: "09:30",
      recurrence: "FREQ=WEEKLY;BYDAY=MO,TH",
      estimateMinutes: 45,
      notes: "Line one\nline two",
      goalId: goal!.id,
      welcome: true,
    })
    .returning();
  return row!;
}

/** What the list sends of a DTO: every field the map sends in the list. */
function listed<T extends Record<string, unknown>>(
  dto: T,
  map: Record<string, { inList: boolean }>,
) {
  return Object.fromEntries(Object.entries(dto).filter(([k]) => map[k]?.inList));
}

async function listRowJson(taskId: number, columns: ReturnType<typeof dtoColumnsSql>) {
  const db = await getDb();
  const [row] = await db
    .select({
      json: sql<string>`(SELECT row_to_json(dto)::text FROM ${tasks}
        CROSS JOIN LATERAL (SELECT ${columns}) AS dto WHERE "tasks"."id" = ${taskId})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row!.json;
}

describe("the task column map", () => {
  it("the list's JSON is toTaskDto's, byte for byte, for a row with every field set", async () => {
    const { user } = await signedInClient("columns-full");
    const row = await fullTask(user.id);
    const dto = toTaskDto(row);
    expect(Object.keys(dto)).toEqual(
      Object.entries(TASK_COLUMNS)
        .filter(([, s]) => !("wire" in s))
        .map(([k]) => k),
    );
    expect(dto).toMatchObject({
      createdAt: "2026-03-04T05:06:07.089Z",
      completedAt: "2026-11-27T23:59:59.999Z",
      dueDate: "2026-12-24",
      notes: "Line one\nline two",
      welcome: true,
    });
    expect(dto).not.toHaveProperty("aiCategory");
    expect(await listTasksJson(user.id)).toBe(JSON.stringify([listed(dto, TASK_COLUMNS)]));
  });

  it("a column added to the map shows in the DTO, the list's SQL, the insert and the copy", async () => {
    // The AI's suggestion, a column the server keeps to itself today, put on the wire under a new
    // name: what adding a field looks like once its column exists.
    const { aiCategory: _kept, ...rest } = TASK_COLUMNS;
    const map = {
      ...rest,
      suggestedCategory: {
        column: "aiCategory",
        as: "plain",
        inList: true,
        insert: { required: true },
        copy: true,
      },
    } as const;
    const { user } = await signedInClient("columns-added");
    const row = await fullTask(user.id);

    // 1. The DTO (its type too: suggestedCategory is a field of TaskDtoOf<typeof map>).
    const dto: TaskDtoOf<typeof map> = dtoMaker(map)(row);
    expect(dto.suggestedCategory).toBe("finances");
    expect(Object.keys(dto).at(-1)).toBe("suggestedCategory");

    // 2. The list's SQL: the same JSON as that DTO.
    expect(await listRowJson(row.id, dtoColumnsSql(map))).toBe(JSON.stringify(listed(dto, map)));
    expect(await listRowJson(row.id, dtoColumnsSql(rest))).not.toContain("suggestedCategory");

    // 3. The insert takes it from a new task's input.
    const db = await getDb();
    const insert = insertStatement(db, map, "insert_task_columns_test");
    const [inserted] = await insert(user.id, {
      userId: user.id,
      ...newTaskValues(
        { description: "Added", category: "health", suggestedCategory: "romance" },
        map,
      ),
      adding: 1,
      maxTasks: 1000,
    });
    expect(inserted).toMatchObject({ description: "Added", aiCategory: "romance" });

    // 4. The next occurrence copies it; without the entry, nothing copies the column.
    expect(occurrenceCopy(row, map)).toMatchObject({ aiCategory: "finances" });
    expect(occurrenceCopy(row, rest)).not.toHaveProperty("aiCategory");
  });

  it("the occurrence copy is what the map marks, and a ticked recurring task's next one has it", async () => {
    const { client } = await signedInClient("columns-copy");
    const { body: task } = await client.post("/api/tasks", {
      description: "Water the plants",
      category: "physical_environment",
      important: true,
      dueDate: "2026-11-28",
      dueTime: "08:00",
      recurrence: "FREQ=DAILY",
      estimateMinutes: 10,
      notes: "The fern too",
    });
    const { body: done } = await client.patch(`/api/tasks/${task.id}`, { completed: true });
    expect(done.next).toMatchObject({
      description: "Water the plants",
      category: "physical_environment",
      important: true,
      completed: false,
      completedAt: null,
      dueTime: "08:00",
      recurrence: "FREQ=DAILY",
      estimateMinutes: 10,
      notes: "The fern too",
      welcome: false,
    });
    expect(done.next.id).not.toBe(task.id);
    expect(done.next.dueDate > "2026-11-28").toBe(true);
  });
});
