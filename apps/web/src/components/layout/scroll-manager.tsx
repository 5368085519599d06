import { useEffect } from 'react';
import { useLocation } from 'react-router';

const WAIT_FOR_TARGET_MS = 5000;
const SETTLE_MS = 1500;

function targetFor(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  return document.getElementById(decodeURIComponent(hash.slice(1)));
}

/**
 * On every navigation, scroll to the hash target or to the top. The target can appear late
 * (a lazy route, data still loading), so we wait for it, then keep it aligned while the content
 * above settles, until the visitor scrolls on their own.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    let cancelled = false;
    let frame = 0;
    const started = performance.now();
    let alignedAt = 0;
    const stop = () => {
      cancelled = true;
    };
    const userEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    userEvents.forEach((name) => window.addEventListener(name, stop, { passive: true, once: true }));

    const tick = () => {
      if (cancelled) return;
      const now = performance.now();
      const target = targetFor(hash);
      if (target) {
        if (!alignedAt) alignedAt = now;
        const top = target.getBoundingClientRect().top;
        const margin = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
        if (Math.abs(top - margin) > 2) target.scrollIntoView({ block: 'start' });
        if (now - alignedAt > SETTLE_MS) return;
      } else if (now - started > WAIT_FOR_TARGET_MS) {
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    tick();

    return () => {
      stop();
      cancelAnimationFrame(frame);
      userEvents.forEach((name) => window.removeEventListener(name, stop));
    };
  }, [pathname, hash, key]);

  return null;
}
