import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Which module folders each module folder imports, with one importing file per edge for the report. */
export type ModuleGraph = Map<string, Map<string, string>>;

const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;
// Tests are imported by nobody, so they cannot close a cycle: a test may use another module's fixtures.
const testFile = /\.test\.(ts|tsx|mts|js|mjs)$/;
const relativeImport = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return sourceFile.test(name) && !testFile.test(name) ? [full] : [];
  });
}

/** The imports between the folders directly below `modulesRoot`, read from their sources' relative imports. */
export function moduleGraph(modulesRoot: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const file of sourcesUnder(modulesRoot)) {
    const from = path.relative(modulesRoot, file).split(path.sep)[0]!;
    for (const match of readFileSync(file, "utf8").matchAll(relativeImport)) {
      const target = path.relative(modulesRoot, path.resolve(path.dirname(file), match[1]!));
      const to = target.split(path.sep)[0]!;
      if (target.startsWith("..") || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from)!;
      if (!edges.has(to)) edges.set(to, path.relative(modulesRoot, file).split(path.sep).join("/"));
    }
  }
  return graph;
}

/**
 * Every cycle of module folders, one per strongly connected group (Tarjan), each written as the
 * path that closes it: "a (a/x.ts) -> b (b/y.ts) -> a".
 */
export function moduleCycles(graph: ModuleGraph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: Set<string>[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      group.add(member);
    } while (member !== node);
    if (group.size > 1) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.map((group) => describeCycle(graph, group));
}

/** One cycle inside a strongly connected group, found by walking inside it back to its start. */
function describeCycle(graph: ModuleGraph, group: Set<string>): string {
  const start = [...group].sort()[0]!;
  const seen = new Map<string, string | undefined>([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [node];
        for (let back = seen.get(node); back !== undefined; back = seen.get(back)) path.unshift(back);
        const steps = path.map((from, i) => `${from} (${graph.get(from)!.get(path[i + 1] ?? start)})`);
        return `${steps.join(" -> ")} -> ${start}`;
      }
      if (!seen.has(next)) {
        seen.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...group].join(", ");
}
