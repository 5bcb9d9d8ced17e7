import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from '../../src/lib/performance/whenIdle';
import { loaderFor } from '../../src/lib/performance/deferScript';

describe('work that waits for an idle browser', () => {
  it('asks for an idle moment with a bound', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('window', globalThis);
    const task = () => {};
    whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: IDLE_TIMEOUT_MS });
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('bounds the deferred scripts’ loader the same way', () => {
    expect(loaderFor('/a.js')).toContain(`requestIdleCallback(load,{timeout:${IDLE_TIMEOUT_MS}})`);
  });
});
