import fs from 'node:fs';
import path from 'node:path';

/**
 * Where a server spent its CPU time, from the V8 profiles that `node --cpu-prof` writes when the
 * process exits (BENCH_PROFILE=1 makes the benches start their servers so). Prints the share of busy
 * time by package (inclusive: a package counts while any of its functions is on the stack) and the
 * functions with the most self time.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function ownerOf(url: string): string {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.includes('/src/server/')) return `src/server/${url.split('/src/server/')[1].split('/')[0]}`;
  if (url.includes('/.next/')) return 'next (build)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return url ? path.basename(url) : '(native)';
}

export function summariseProfile(file: string, rows = 12): string[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

  let busy = 0;
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const frame = nodes.get(id)!.callFrame;
    if (['(idle)', '(program)', '(garbage collector)'].includes(frame.functionName)) {
      if (frame.functionName === '(garbage collector)') byOwner.set('(garbage collector)', (byOwner.get('(garbage collector)') ?? 0) + time);
      if (frame.functionName !== '(idle)') busy += time;
      continue;
    }
    busy += time;
    const name = `${frame.functionName || '(anonymous)'} ${ownerOf(frame.url)}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const owner = ownerOf(nodes.get(current)!.callFrame.url);
      if (seen.has(owner) || owner === '(native)') continue;
      seen.add(owner);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + time);
    }
  }
  const share = (time: number) => `${((time / busy) * 100).toFixed(1).padStart(5)} %`;
  const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, rows);
  return [
    `busy ${(busy / 1e6).toFixed(1)} s of CPU; by package (inclusive):`,
    ...top(byOwner).map(([owner, time]) => `  ${share(time)}  ${owner}`),
    'functions with the most self time:',
    ...top(byFunction).map(([name, time]) => `  ${share(time)}  ${name}`),
  ];
}
