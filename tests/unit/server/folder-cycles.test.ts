/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * No folder of the backend imports another that imports it back, directly or around a circle: the
 * layers (docs/architecture.md, "The backend's layers") only hold if their folders form no circle.
 * Checked twice: for each folder that holds modules (`cases/stores`, `db/tables`), and for the folders
 * at the top of src/server (a domain such as `cases` with all it holds, the route layer `routes`); a
 * module at the top of src/server counts as a folder of its own.
 */
const root = path.join(__dirname, '..', '..', '..', 'src', 'server');

function modules(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const found = path.join(folder, entry.name);
    if (entry.isDirectory()) return modules(found);
    return /\.tsx?$/.test(entry.name) ? [found] : [];
  });
}

type Unit = (file: string) => string;

const leafFolder: Unit = (file) => {
  const relative = path.relative(root, file);
  return relative.includes(path.sep) ? path.dirname(relative) : relative;
};

const topFolder: Unit = (file) => path.relative(root, file).split(path.sep)[0];

function resolved(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/server/') ? path.join(root, specifier.slice('@/server/'.length)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate) && candidate.startsWith(root));
}

function folderGraph(unitOf: Unit): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of modules(root)) {
    const from = unitOf(file);
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = resolved(specifier, file);
      if (target && unitOf(target) !== from) targets.add(unitOf(target));
    }
  }
  return graph;
}

/** Every circle of folders (Tarjan's strongly connected components of more than one folder). */
function circles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of graph.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
    }
    if (low.get(folder) === index.get(folder)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== folder);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

describe("the backend's folders", () => {
  const leaves = folderGraph(leafFolder);
  const tops = folderGraph(topFolder);

  it('are read with their imports', () => {
    expect(leaves.get(path.join('routes', 'cases'))).toContain(path.join('cases', 'actions'));
    expect(tops.get('routes')).toContain('cases');
  });

  it('import each other in no circle, folder by folder', () => {
    expect(circles(leaves)).toEqual([]);
  });

  it('import each other in no circle, domain by domain', () => {
    expect(circles(tops)).toEqual([]);
  });
});
