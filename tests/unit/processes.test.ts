import { describe, expect, it } from 'vitest';
import { processes, processTree } from '../../scripts/lib/processes.mjs';

/** A listing as processes() gives it, from each process's parent. */
const listing = (parents: Record<number, number>) =>
  new Map(Object.entries(parents).map(([pid, parent]) => [Number(pid), { parent, ticks: 0, started: '' }]));

describe('processTree', () => {
  const all = listing({ 1: 0, 10: 1, 11: 10, 12: 10, 13: 12, 20: 1, 21: 20 });
  it.each([
    { root: 10, tree: [10, 11, 12, 13], why: 'children and grandchildren' },
    { root: 12, tree: [12, 13], why: 'not its parent or siblings' },
    { root: 13, tree: [13], why: 'a process without children' },
    { root: 99, tree: [99], why: 'a process that has ended is still named' },
  ])('$root: $why', ({ root, tree }) => {
    expect([...processTree(root, all)].sort((a, b) => a - b)).toEqual(tree);
  });
});

describe('processes', () => {
  it('lists this process, with its parent', () => {
    expect(processes().get(process.pid)?.parent).toBe(process.ppid);
  });
});
