import { type ReactNode, useEffect, useState } from 'react';
import { canYield, yieldToMain } from './yield-to-main.ts';

/**
 * False on a screen's first render, true a task after it has been drawn (decision 065). What lies below the first
 * screen (a calendar's side column) renders then, so that its render and layout are not in the same long task as what
 * the owner sees first. Where the browser cannot yield, it is true from the start.
 */
export function useLaterTask(media?: string): boolean {
  const [isLater, setLater] = useState(
    () => !canYield() || (media !== undefined && !globalThis.matchMedia?.(media).matches),
  );
  useEffect(() => {
    if (isLater) return;
    let isLive = true;
    void yieldToMain().then(() => {
      if (isLive) setLater(true);
    });
    return () => {
      isLive = false;
    };
  }, [isLater]);
  return isLater;
}

/**
 * Draws `children` a task after it is itself drawn (`useLaterTask`): mount it with the content it follows. With
 * `media`, only where that media query matches (the narrow layouts, where what it holds is below the first screen and
 * nothing visible moves when it appears); elsewhere at once.
 */
export function Later({ children, media }: { children: ReactNode; media?: string }): ReactNode {
  return useLaterTask(media) ? children : null;
}
