/**
 * The kernel's round-robin real-time class (`chrt`), where the system allows
 * it (as root, as CI runs): the Lighthouse gate takes it, so no other process
 * interrupts its pages' tasks (scripts/lib/lighthouse.mjs), and `npm test`
 * asks beforehand whether the gate will have it, to put types beside the gate
 * (scripts/test.mjs). One probe for both, so they cannot disagree.
 */
import { spawnSync } from 'node:child_process';

/** Whether this system lets a process take the real-time class. */
export function realtimeAllowed() {
  return spawnSync('chrt', ['--rr', '1', 'true'], { stdio: 'ignore' }).status === 0;
}

/**
 * Puts this process, and so every process it starts from then on, in the
 * real-time class. Returns whether it could.
 */
export function takeRealtime() {
  return spawnSync('chrt', ['--rr', '--pid', '1', String(process.pid)], { stdio: 'ignore' }).status === 0;
}
