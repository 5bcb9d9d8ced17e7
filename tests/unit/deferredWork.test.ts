import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from '../../src/lib/performance/whenIdle';
import { loaderFor } from '../../src/lib/performance/deferScript';
import { whenShown } from '../../src/lib/performance/whenShown';

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

  it('makes the deferred scripts’ loader wait for the first contentful paint, which can come after load', () => {
    const loader = loaderFor('/a.js');
    expect(loader).toContain('addEventListener("load",painted,{once:true})');
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader).toContain('observe({type:"paint",buffered:true})');
  });
});

describe('work that waits until the page is shown', () => {
  /** A document as the browser has it, prerendered or not, that can be told it was opened. */
  function fakeDocument(prerendering: boolean) {
    const listeners: (() => void)[] = [];
    const doc = {
      prerendering,
      addEventListener: (type: string, listener: () => void) =>
        type === 'prerenderingchange' && listeners.push(listener),
    };
    vi.stubGlobal('document', doc);
    return { open: () => listeners.splice(0).forEach((l) => l()) };
  }

  it('runs at once in a page that is shown', () => {
    fakeDocument(false);
    const task = vi.fn();
    whenShown(task);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits in a prerendered page until the visitor opens it, and runs once', () => {
    const { open } = fakeDocument(true);
    const task = vi.fn();
    whenShown(task);
    expect(task).not.toHaveBeenCalled();
    open();
    expect(task).toHaveBeenCalledOnce();
  });

  it('makes the deferred scripts’ loader wait the same way', () => {
    expect(loaderFor('/a.js')).toContain(
      'document.prerendering?document.addEventListener("prerenderingchange",loaded,{once:true}):loaded()',
    );
  });
});
