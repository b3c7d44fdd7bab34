import { describe, expect, it } from "vitest";
import { ApiClient, signedInClient } from "../helpers/api-client";

describe("tasks API", () => {
  it("starts a new account with the welcome task", async () => {
    const { client } = await signedInClient("welcome");
    const res = await client.get("/api/tasks");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].description).toContain("Welcome to Balance!");
  });

  it("creates, reads, updates and deletes a task", async () => {
    const { client } = await signedInClient("crud");
    const created = await client.post("/api/tasks", {
      description: "  Call my grandfather  ",
      category: "family_friends",
      completed: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      description: "Call my grandfather",
      category: "family_friends",
      completed: false,
      important: false,
    });
    const id = created.body.id;

    const list = await client.get("/api/tasks");
    expect(list.body[0].id).toBe(id); // new tasks go to the top

    expect((await client.get(`/api/tasks/${id}`)).body.description).toBe("Call my grandfather");

    const done = await client.patch(`/api/tasks/${id}`, { completed: true, important: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: true, important: true });
    expect(done.body.completedAt).toEqual(expect.any(String));

    const edited = await client.patch(`/api/tasks/${id}`, {
      description: "Call grandpa",
      category: "romance",
    });
    expect(edited.body).toMatchObject({ description: "Call grandpa", category: "romance" });

    expect((await client.delete(`/api/tasks/${id}`)).status).toBe(204);
    expect((await client.get(`/api/tasks/${id}`)).status).toBe(404);
    expect((await client.delete(`/api/tasks/${id}`)).status).toBe(404);
  });

  it("validates task input like the client does", async () => {
    const { client } = await signedInClient("validate");
    const short = await client.post("/api/tasks", { description: "ab", category: "health" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Task description must be at least 3 characters");
    const badCategory = await client.post("/api/tasks", {
      description: "Go running",
      category: "sports",
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.field).toBe("category");
    const extra = await client.post("/api/tasks", {
      description: "Go running",
      category: "health",
      userId: "x",
    });
    expect(extra.status).toBe(400);

    const { body: task } = await client.post("/api/tasks", {
      description: "Go running",
      category: "health",
    });
    const blank = await client.patch(`/api/tasks/${task.id}`, { description: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Task description cannot be empty.");
    const empty = await client.patch(`/api/tasks/${task.id}`, {});
    expect(empty.status).toBe(400);
    const wrongType = await client.patch(`/api/tasks/${task.id}`, { completed: "yes" });
    expect(wrongType.status).toBe(400);
    expect((await client.get("/api/tasks/abc")).status).toBe(404);
    expect((await client.get("/api/tasks/99999999999")).status).toBe(404);
  });

  it("never shows or changes another user's task", async () => {
    const alice = await signedInClient("alice");
    const bob = await signedInClient("bob");
    const { body: task } = await alice.client.post("/api/tasks", {
      description: "Private plan",
      category: "finances",
    });

    expect((await bob.client.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect(
      (await bob.client.patch(`/api/tasks/${task.id}`, { description: "hacked" })).status,
    ).toBe(404);
    expect((await bob.client.delete(`/api/tasks/${task.id}`)).status).toBe(404);
    const reorder = await bob.client.post("/api/tasks/reorder", {
      tasks: [{ id: task.id, order: 42 }],
    });
    expect(reorder.status).toBe(200);
    expect(reorder.body.updated).toBe(0);

    const mine = await alice.client.get(`/api/tasks/${task.id}`);
    expect(mine.body).toMatchObject({ description: "Private plan", order: task.order });
    expect(
      (await bob.client.get("/api/tasks")).body.map((t: { id: number }) => t.id),
    ).not.toContain(task.id);
  });

  it("reorders in one call and the order survives a reload", async () => {
    const { client } = await signedInClient("reorder");
    const ids: number[] = [];
    for (const d of ["First task", "Second task", "Third task"]) {
      ids.push((await client.post("/api/tasks", { description: d, category: "health" })).body.id);
    }
    const wanted = [ids[0]!, ids[2]!, ids[1]!];
    const res = await client.post("/api/tasks/reorder", {
      tasks: wanted.map((id, order) => ({ id, order })),
    });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(3);
    const list = (await client.get("/api/tasks")).body.filter((t: { id: number }) =>
      ids.includes(t.id),
    );
    expect(list.map((t: { id: number }) => t.id)).toEqual(wanted);

    const dupes = await client.post("/api/tasks/reorder", {
      tasks: [
        { id: ids[0], order: 0 },
        { id: ids[0], order: 1 },
      ],
    });
    expect(dupes.status).toBe(400);
  });

  it("requires a session", async () => {
    const anon = new ApiClient();
    expect((await anon.get("/api/tasks")).status).toBe(401);
    expect(
      (await anon.post("/api/tasks", { description: "Sneaky", category: "health" })).status,
    ).toBe(401);
  });
});
