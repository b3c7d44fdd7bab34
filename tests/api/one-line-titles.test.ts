// Task titles and checklist item texts are one line (issue 41): line breaks a client sends fold
// into one space, on create and on update, so rows, notifications and the calendar feed keep one line.
import { describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/api-client";

describe("one-line titles", () => {
  it("folds line breaks in a task's description and a checklist item's text", async () => {
    const { client } = await signedInClient("one-line");
    const created = await client.post("/api/tasks", {
      description: "Buy milk\r\n\r\n  and bread\u2028today",
      category: "health",
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.description).toBe("Buy milk and bread today");
    const renamed = await client.patch(`/api/tasks/${created.body.id}`, {
      description: "Call\nmom\n",
    });
    expect(renamed.body.description).toBe("Call mom");
    const item = await client.post(`/api/tasks/${created.body.id}/items`, { text: "Pass\nport" });
    expect(item.status, item.text).toBe(201);
    expect(item.body.text).toBe("Pass port");
    // Only line breaks: still empty, still refused.
    expect(
      (await client.patch(`/api/tasks/${created.body.id}`, { description: "\n\r\n" })).status,
    ).toBe(400);
  });
});
