import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/preact';
import { options } from 'preact';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { DEFAULT_DATE_SETTINGS } from '@inkwell/contract';
import { setDateSettings } from '../lib/date-settings';
import { useSession } from '../lib/session';
import { initialThemeState, useThemeStore } from '../lib/theme';
import { stubMatchMedia } from './media-query';
import { server } from './server';

// Files share one module cache (isolate: false) and run beside the other stages of `npm test`:
// a busy machine must not turn a slow render into a failure.
configure({ asyncUtilTimeout: 10_000 });

// A browser runs effects after the next frame is drawn; jsdom draws no frames (and fake timers
// hold the fallback timeout), so effects run as soon as their render is done, as React's do
// under act.
options.requestAnimationFrame = (callback) => void Promise.resolve().then(callback);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout or media queries: give components what the browser would.
  stubMatchMedia();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  // Radix measures a switch inside a form (its hidden input) with a ResizeObserver.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  // Unmount first: a tree still mounted when the test's handlers go would send its last requests
  // (a prefetch, a refetch) to none, and MSW reports each as unhandled.
  cleanup();
  server.resetHandlers();
  vi.unstubAllGlobals();
  // sonner keeps its toasts in module state and replays the ones not dismissed to the next
  // Toaster that mounts: without this, a later test (files share modules) would show them.
  toast.dismiss();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
  // The stores are module state: every test starts signed out, in the stored (default) theme.
  useSession.setState({ isAuth: false, isAdmin: false });
  useThemeStore.setState(initialThemeState());
  setDateSettings(DEFAULT_DATE_SETTINGS);
});

afterAll(() => server.close());
