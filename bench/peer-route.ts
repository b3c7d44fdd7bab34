// The plain peer of the API figures (issue: "an honest anchor for data routes"): the same read (one
// user's task list) and the same write (one task) done the straightforward way, a drizzle query in
// a blank Next route handler with no session, no validation layer and no wrapper. It is written
// into the blank app that `npm run bench` builds (bench/page-weight.ts buildBlankApp), so it runs
// on the same Next, and it uses the same database: PGlite in the handler's own process when
// DATABASE_URL is unset (the embedded case; a folder of its own, PEER_DATA_DIR, since PGlite allows
// one process per folder), the same PostgreSQL server as the app when it is set (node-postgres,
// like ours), with the app's tables (its migrations).
//   POST /api/peer/seed?n=200   -> { userId }: a user and n tasks, for the read
//   GET  /api/peer/tasks?user=  -> that user's tasks, in list order
//   POST /api/peer/tasks?user=  -> inserts one task ({ description, category }), returns it

/** The peer's files, relative to the blank app's root. */
export function peerFiles(migrationsFolder: string): Record<string, string> {
  return {
    "peer-db.ts": `import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";

// The columns of the app's users and tasks tables (db/schema.ts) that these statements touch.
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  password: text("password").notNull(),
  affiliateCode: text("affiliate_code").notNull(),
});
export const tasks = pgTable("tasks", {
  id: serial("id").primaryKey(),
  userId: text("user_id").notNull(),
  description: text("description").notNull(),
  category: text("category").notNull(),
  aiCategory: text("ai_category"),
  completed: boolean("completed").notNull().default(false),
  important: boolean("important").notNull().default(false),
  order: integer("order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
  dueDate: date("due_date", { mode: "string" }),
  dueTime: text("due_time"),
  recurrence: text("recurrence"),
  estimateMinutes: integer("estimate_minutes"),
  notes: text("notes"),
  seriesSchedule: jsonb("series_schedule"),
  goalId: integer("goal_id"),
});

const holder = globalThis as { __peerDb?: Promise<NodePgDatabase> };

async function connect(): Promise<NodePgDatabase> {
  if (process.env.DATABASE_URL) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    return drizzle({ client: new Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) });
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const db = drizzle({ client: new PGlite(process.env.PEER_DATA_DIR || ".peer-data") });
  await migrate(db, { migrationsFolder: ${JSON.stringify(migrationsFolder)} });
  return db as unknown as NodePgDatabase;
}

export const peerDb = () => (holder.__peerDb ??= connect());
`,
    "app/api/peer/tasks/route.ts": `import { asc, eq } from "drizzle-orm";
import { peerDb, tasks } from "../../../../peer-db";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const user = new URL(request.url).searchParams.get("user") ?? "";
  const rows = await (await peerDb())
    .select()
    .from(tasks)
    .where(eq(tasks.userId, user))
    .orderBy(asc(tasks.order), asc(tasks.id));
  return Response.json(rows);
}

export async function POST(request: Request) {
  const user = new URL(request.url).searchParams.get("user") ?? "";
  const body = (await request.json()) as { description: string; category: string };
  const [row] = await (await peerDb())
    .insert(tasks)
    .values({ userId: user, description: body.description, category: body.category })
    .returning();
  return Response.json(row, { status: 201 });
}
`,
    "app/api/peer/seed/route.ts": `import { peerDb, tasks, users } from "../../../../peer-db";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const n = Number(new URL(request.url).searchParams.get("n") || 200);
  const userId = crypto.randomUUID();
  const db = await peerDb();
  await db.insert(users).values({ id: userId, email: userId + "@peer.example", password: "x", affiliateCode: userId });
  await db.insert(tasks).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      description: "Benchmark task number " + i,
      category: "health",
      completed: i % 4 === 0,
      order: i,
    })),
  );
  return Response.json({ userId });
}
`,
  };
}
