// Summarises a .cpuprofile: where the CPU time went, by package and by function.
// Standalone: node bench/lib/profile-summary.mjs file.cpuprofile [top]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** "graphql", "@apollo/server", "server" (our dist), "node" (built-ins) or a V8 pseudo-frame like "(garbage collector)". */
function owner(callFrame) {
  const url = callFrame.url || '';
  if (!url) return callFrame.functionName.startsWith('(') ? callFrame.functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.includes('/server/dist/')) return 'server';
  if (url.includes('/schema/dist/')) return '@dealer/schema';
  if (url.includes('/bench/')) return 'bench';
  return url;
}

function where(callFrame) {
  const url = callFrame.url || '';
  const modules = url.lastIndexOf('/node_modules/');
  const short = modules >= 0 ? url.slice(modules + '/node_modules/'.length) : url.replace(/^.*\/(server|schema)\/dist\//, '$1/');
  return short ? `${short}:${callFrame.lineNumber + 1}` : '';
}

export function summariseProfile(file, { top = 15, indent = '' } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  let total = 0;
  let idle = 0;
  const selfByFunction = new Map();
  const selfByOwner = new Map();
  const inclusiveByOwner = new Map();
  const ownersOnStack = new Map();
  const stackOwners = (id) => {
    if (ownersOnStack.has(id)) return ownersOnStack.get(id);
    const up = parent.has(id) ? stackOwners(parent.get(id)) : new Set();
    const set = new Set(up).add(owner(byId.get(id).callFrame));
    ownersOnStack.set(id, set);
    return set;
  };
  for (const [id, micros] of self) {
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    total += micros;
    const key = `${frame.functionName || '(anonymous)'}  ${where(frame)}`;
    selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + micros);
    selfByOwner.set(owner(frame), (selfByOwner.get(owner(frame)) ?? 0) + micros);
    for (const o of stackOwners(id)) inclusiveByOwner.set(o, (inclusiveByOwner.get(o) ?? 0) + micros);
  }
  const pct = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)}%`;
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  const busy = total + idle ? (100 * total) / (total + idle) : 0;
  const lines = [`busy ${(total / 1e6).toFixed(1)} s of ${((total + idle) / 1e6).toFixed(1)} s (${busy.toFixed(0)}% of one core)`];
  lines.push('by package, self time:      ' + sorted(selfByOwner).slice(0, 8).map(([o, t]) => `${o} ${pct(t).trim()}`).join(', '));
  lines.push('by package, with callees:   ' + sorted(inclusiveByOwner).filter(([o]) => !o.startsWith('(')).slice(0, 10).map(([o, t]) => `${o} ${pct(t).trim()}`).join(', '));
  lines.push('functions, self time:');
  for (const [key, micros] of sorted(selfByFunction).slice(0, top)) lines.push(`  ${pct(micros)}  ${key}`);
  return lines.map((line) => indent + line).join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) {
    console.error('usage: node bench/lib/profile-summary.mjs file.cpuprofile [top]');
    process.exit(2);
  }
  console.log(summariseProfile(process.argv[2], { top: Number(process.argv[3]) || 25 }));
}
