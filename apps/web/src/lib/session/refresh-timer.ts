let timer: ReturnType<typeof setTimeout> | null = null;

/** The one pending token refresh; kept apart so logout can cancel it without importing the refresher. */
export function setRefreshTimer(callback: () => void, delayMs: number): void {
  stopTokenRefresh();
  timer = setTimeout(() => {
    timer = null;
    callback();
  }, delayMs);
}

export function stopTokenRefresh(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}
