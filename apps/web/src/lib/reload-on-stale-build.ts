/** sessionStorage: when this tab last reloaded for a missing chunk (ms since the epoch). */
export const STALE_BUILD_RELOAD_KEY = 'inkwell-stale-build-reload';

/** Within this long of a reload, a missing chunk is an error to show, not a reason to reload again. */
const RELOAD_AGAIN_AFTER_MS = 10 * 60_000;

interface TStaleBuildOptions {
  target?: EventTarget;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

/**
 * After a deploy, a page of the previous build asks for hashed chunks the new servers no longer
 * have (404), and Vite fires `vite:preloadError` on window. The page reloads to get the new
 * build: once, since a flag in sessionStorage lets a second failure soon after through to the
 * route's error page instead of reloading in a loop. Returns the listener's removal.
 */
export function reloadOnStaleBuild({
  target = window,
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
  now = Date.now,
}: TStaleBuildOptions = {}): () => void {
  const onPreloadError = (event: Event) => {
    const last = Number(storage.getItem(STALE_BUILD_RELOAD_KEY) ?? 0);
    if (now() - last < RELOAD_AGAIN_AFTER_MS) return;
    storage.setItem(STALE_BUILD_RELOAD_KEY, String(now()));
    // Vite throws the error unless prevented; the page is going away anyway.
    event.preventDefault();
    reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
