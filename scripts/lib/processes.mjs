/**
 * The machine's processes as Linux's /proc lists them: for `npm test`, which
 * raises the priority of a step's whole tree, and `npm run test-cost`, which
 * counts a run's processor time.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Each process's parent, processor ticks (user + system) and start time. */
export function processes() {
  /** @type {Map<number, { parent: number, ticks: number, started: string }>} */
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(name), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        started: fields[19] ?? '',
      });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return all;
}

/**
 * A process and every process it started that is still running, from a listing of `processes()`.
 * @param {number} pid
 * @param {ReturnType<typeof processes>} all
 */
export function processTree(pid, all) {
  const children = Map.groupBy(all.keys(), (child) => all.get(child)?.parent);
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return new Set(tree);
}
