/**
 * Runs `task` once the page has loaded and the browser is idle (a second later where idle
 * callbacks are missing), so the first paint never waits for it. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  let handle = 0;
  const idle = typeof requestIdleCallback === 'function';
  const schedule = () => {
    handle = idle ? requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle) cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
