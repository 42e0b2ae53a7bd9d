/**
 * Runs `task` once the browser has nothing more urgent to do (drawing the page, hydrating it),
 * or after `timeout` ms at the latest; returns a cancel function for an effect's cleanup.
 * For requests a page makes on its own that nobody waits for (the view count): on a slow phone
 * they would otherwise compete with the first paint for the network and the main thread.
 * Safari has no requestIdleCallback: there the task waits for the next turn of the event loop.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
