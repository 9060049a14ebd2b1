import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** "pg", "drizzle-orm", "fastify", "zod", "app" (our code), "node" (built-ins), or V8's own entries. */
function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/packages/contracts/')) return 'contracts';
  if (url.includes('/apps/api/')) return 'app';
  if (url.includes('/bench/')) return 'bench';
  return url;
}

const label = (n: ProfileNode) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const file = url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/(apps|packages)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
};

/** Self and total time per function and self time per package, as text; ms per request when `requests` > 0. */
export function summarizeProfile(file: string, requests: number, top = 25): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inspectorIds = new Set(
    profile.nodes.filter((n) => n.callFrame.url === 'node:inspector').map((n) => n.id),
  );
  const onInspectorFirst = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (inspectorIds.has(at)) return true;
    return false;
  };
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const totalUs = profile.endTime - profile.startTime || 1;
  const idleUs = [...selfUs]
    .filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')
    .reduce((a, [, v]) => a + v, 0);
  const inspectorUs = [...selfUs].filter(([id]) => onInspectorFirst(id)).reduce((a, [, v]) => a + v, 0);
  const busyUs = totalUs - idleUs - inspectorUs;

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, us] of selfUs) {
    // The profiler's own stop call (node:inspector) is not request work.
    if (onInspectorFirst(id)) continue;
    const node = byId.get(id)!;
    self.set(label(node), (self.get(label(node)) ?? 0) + us);
    const pkg = packageOf(node.callFrame.url, node.callFrame.functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    // Inclusive time: every distinct function on the sample's stack, once.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const l = label(byId.get(at)!);
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + us);
    }
  }
  const perRequest = (us: number) => (requests ? ` ${(us / 1000 / requests).toFixed(3)} ms/req` : '');
  const row = ([name, us]: [string, number]) =>
    `${((us / busyUs) * 100).toFixed(1).padStart(5)} %${perRequest(us).padStart(16)}  ${name}`;
  const sorted = (m: Map<string, number>) =>
    [...m].filter(([n]) => !n.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);
  return [
    `profile: ${(totalUs / 1e6).toFixed(1)} s, busy ${(busyUs / 1e6).toFixed(1)} s (${((busyUs / totalUs) * 100).toFixed(0)} %), ${requests} requests` +
      (requests ? `, ${(busyUs / 1000 / requests).toFixed(3)} ms of main-thread CPU per request` : ''),
    '',
    'self time by package (share of busy time):',
    ...sorted(packages).map(row),
    '',
    `top ${top} functions by self time:`,
    ...sorted(self).slice(0, top).map(row),
    '',
    `top ${top} functions by total (inclusive) time:`,
    ...sorted(total)
      .filter(([n]) => !n.startsWith('(root)'))
      .slice(0, top)
      .map(row),
  ].join('\n');
}

if (process.argv[1]?.endsWith('profile-summary.ts'))
  console.log(summarizeProfile(process.argv[2], Number(process.argv[3] ?? 0)));
