/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), or after a plain delay
 * where `requestIdleCallback` is missing (Safari). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 5_000): () => void {
  const idle = (window as Partial<Window>).requestIdleCallback;
  if (typeof idle === "function") {
    const handle = idle.call(window, () => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, Math.min(timeoutMs, 2_000));
  return () => window.clearTimeout(timer);
}
