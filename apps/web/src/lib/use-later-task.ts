import { type ReactNode, useEffect, useState } from 'react';
import { canYield, yieldToMain } from './yield-to-main.ts';

/**
 * False on a screen's first render, true a task after it has been drawn (decision 065). What lies below the first
 * screen (a calendar's side column) renders then, so that its render and layout are not in the same long task as what
 * the owner sees first. Where the browser cannot yield, it is true from the start.
 */
export function useLaterTask(): boolean {
  const [isLater, setLater] = useState(() => !canYield());
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

/** Draws `children` a task after it is itself drawn (`useLaterTask`): mount it with the content it follows. */
export function Later({ children }: { children: ReactNode }): ReactNode {
  return useLaterTask() ? children : null;
}
