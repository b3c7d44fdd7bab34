// ESLint rule "balance/task-writes" (issue 42, item 1): the `tasks` table is written only by
// lib/tasks/write.ts, whose writeTasks marks the user's list for the list cache once the write is
// over. Elsewhere, a drizzle write whose table is `tasks` (`.insert(tasks)`, `.update(tasks)`,
// `.delete(tasks)`) and raw SQL that writes `${tasks}` (`INSERT INTO`, `UPDATE`, `DELETE FROM`
// right before it) are errors. What it cannot see: the table under another name, and writes
// that reach tasks without naming them (the trash's raw SQL by table name, cascades from users
// and goals); those call writeTasks by hand (docs/decisions/task-list-cache.md).
const WRITE_BEFORE = /(?:\bINSERT\s+INTO|\bUPDATE|\bDELETE\s+FROM)\s*$/i;
const MESSAGE =
  "Write tasks through writeTasks (lib/tasks/write.ts): it marks the user's list for the list cache.";

const isTasks = (node) => node?.type === "Identifier" && node.name === "tasks";

export const taskWritesPlugin = {
  rules: {
    "task-writes": {
      meta: { type: "problem", schema: [], messages: { write: MESSAGE } },
      create(context) {
        return {
          CallExpression(node) {
            const callee = node.callee;
            if (
              callee.type === "MemberExpression" &&
              !callee.computed &&
              ["insert", "update", "delete"].includes(callee.property.name) &&
              isTasks(node.arguments[0])
            )
              context.report({ node, messageId: "write" });
          },
          TemplateLiteral(node) {
            node.expressions.forEach((expression, i) => {
              if (isTasks(expression) && WRITE_BEFORE.test(node.quasis[i].value.raw))
                context.report({ node: expression, messageId: "write" });
            });
          },
        };
      },
    },
  },
};
