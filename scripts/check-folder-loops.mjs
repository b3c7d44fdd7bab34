// Fails when folders of lib/ import each other: a pair (lib/a -> lib/b and lib/b -> lib/a) or a
// longer loop (lib/a -> lib/b -> lib/c -> lib/a), type imports included, even when no file-level
// circle closes. Such folders are one feature split in two, or share a piece that belongs lower
// (lib/time/ for days and minutes, db/column-types.ts for the schema's value sets). Runs in
// `npm run lint` beside dpdm's file-level check; the import graph comes from dpdm too.
import { parseDependencyTree } from "dpdm";

/** "lib/tasks/data.ts" -> "lib/tasks"; a file directly in lib/ is its own unit ("lib/categories.ts"). */
const unitOf = (file) => {
  const parts = file.split("/");
  if (parts[0] !== "lib") return null;
  return parts.length > 2 ? `lib/${parts[1]}` : file;
};

const tree = await parseDependencyTree(["lib/**/*.{ts,tsx}"], {
  context: process.cwd(),
  tsconfig: "tsconfig.json",
  transform: false,
  skipDynamicImports: false,
});

/** edges.get("lib/a").get("lib/b") = one file import of lib/a into lib/b, for the message */
const edges = new Map();
for (const [issuer, deps] of Object.entries(tree)) {
  const from = unitOf(issuer);
  if (!from || !deps) continue;
  if (!edges.has(from)) edges.set(from, new Map());
  for (const dep of deps) {
    const to = dep.id && unitOf(dep.id);
    if (!to || to === from || edges.get(from).has(to)) continue;
    edges.get(from).set(to, `${issuer} -> ${dep.id}`);
  }
}

// Folders that reach each other: the strongly connected components of the folder graph (Tarjan).
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
const visit = (v) => {
  index.set(v, index.size);
  low.set(v, index.get(v));
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) {
      low.set(v, Math.min(low.get(v), index.get(w)));
    }
  }
  if (low.get(v) !== index.get(v)) return;
  const members = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    members.push(w);
  } while (w !== v);
  if (members.length > 1) loops.push(members.sort());
};
for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);

if (loops.length > 0) {
  const lines = loops.map((members) => {
    const inside = members.flatMap((a) =>
      members.filter((b) => edges.get(a)?.has(b)).map((b) => `    ${edges.get(a).get(b)}`),
    );
    return `  ${members.join(" <-> ")}\n${inside.join("\n")}`;
  });
  console.error(`lib/ folders importing each other (${loops.length}):\n${lines.join("\n")}`);
  process.exit(1);
}
