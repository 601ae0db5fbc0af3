import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Later } from './use-later-task.ts';
import { canYield, inTurn, yieldToMain } from './yield-to-main.ts';

/** A browser's `scheduler.yield`, resolved by hand: a test decides when the next task runs. */
function installScheduler() {
  const pending: (() => void)[] = [];
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => pending.push(resolve)) });
  return {
    pending,
    /** Lets every task waiting so far go on. */
    async runNext() {
      await act(async () => {
        for (const resolve of pending.splice(0)) resolve();
        await Promise.resolve();
      });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yielding to the main thread (decision 065)', () => {
  it('goes on at once where the browser has no scheduler.yield', async () => {
    expect(canYield()).toBe(false);
    await expect(yieldToMain()).resolves.toBeUndefined();
  });

  it('waits for the next task where it has one', async () => {
    const tasks = installScheduler();
    expect(canYield()).toBe(true);
    let isDone = false;
    void yieldToMain().then(() => {
      isDone = true;
    });
    await Promise.resolve();
    expect(isDone).toBe(false);
    await tasks.runNext();
    expect(isDone).toBe(true);
  });

  it('runs steps one after another, each after the previous one has ended and a task has passed', async () => {
    const tasks = installScheduler();
    const ran: string[] = [];
    const done = inTurn([async () => ran.push('shell'), async () => ran.push('page'), async () => ran.push('bell')]);
    await Promise.resolve();
    expect(ran).toEqual(['shell']);
    await tasks.runNext();
    expect(ran).toEqual(['shell', 'page']);
    await tasks.runNext();
    await tasks.runNext();
    await done;
    expect(ran).toEqual(['shell', 'page', 'bell']);
  });

  it('runs the steps after a failed one and then rejects with the first failure', async () => {
    const ran: string[] = [];
    const done = inTurn([
      () => Promise.reject(new Error('chunk missing')),
      async () => ran.push('page'),
      () => Promise.reject(new Error('second')),
    ]);
    await expect(done).rejects.toThrow('chunk missing');
    expect(ran).toEqual(['page']);
  });

  it('draws what Later holds a task after the rest of the screen', async () => {
    const tasks = installScheduler();
    render(
      <main>
        <h1>Month</h1>
        <Later>
          <p>Side column</p>
        </Later>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Month' })).toBeInTheDocument();
    expect(screen.queryByText('Side column')).toBeNull();
    // Effects run after the first render; the side column waits for the task after that.
    await act(async () => {});
    expect(screen.queryByText('Side column')).toBeNull();
    expect(tasks.pending).toHaveLength(1);
    await tasks.runNext();
    expect(screen.getByText('Side column')).toBeInTheDocument();
  });

  it('with a media query, waits only where it matches', async () => {
    const tasks = installScheduler();
    for (const isNarrow of [false, true]) {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: isNarrow && query === '(max-width: 1024px)' }));
      const { unmount } = render(
        <Later media="(max-width: 1024px)">
          <p>Side column</p>
        </Later>,
      );
      if (isNarrow) {
        expect(screen.queryByText('Side column')).toBeNull();
        await act(async () => {});
        await tasks.runNext();
      }
      expect(screen.getByText('Side column')).toBeInTheDocument();
      unmount();
    }
  });

  it('draws what Later holds at once where the browser cannot yield', () => {
    render(
      <Later>
        <p>Side column</p>
      </Later>,
    );
    expect(screen.getByText('Side column')).toBeInTheDocument();
  });
});
