import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createRouter } from './router';
import { hydrateInSlices } from '@/lib/hydration-slices';
import { prepareClassMerge } from '@/lib/utils';
import HydrateFallback from './routes/hydrate-fallback';

type TRouter = ReturnType<typeof createRouter>;

/** Resolves once the first page's code is in, so the first render is that page, not the fallback. */
function whenInitialized(router: TRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Starts the app: renders it into #root, or hydrates the page the build prerendered there. */
export function boot(container: HTMLElement): void {
  setTimeout(prepareClassMerge);
  const router = createRouter();
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // A prerendered page (decision 020) is hydrated once its route's code is in. A placeholder
  // (decision 024) stays on screen until the route's code is in, then the app renders over it.
  // Both in a transition, which Preact (decision 054) runs at once and React would slice.
  // Any other page shows the loading fallback at once and the app once its routes and code are
  // in (the router finds an area's routes on its first visit there).
  if (container.hasAttribute('data-placeholder')) {
    void whenInitialized(router).then(() => {
      // The mark (and the CSS that follows it) goes once the app's markup is in, before a paint.
      const replaced = new MutationObserver(() => {
        replaced.disconnect();
        container.removeAttribute('data-placeholder');
      });
      replaced.observe(container, { childList: true });
      startTransition(() => createRoot(container).render(app));
    });
  } else if (container.hasChildNodes()) {
    // Its slices (lib/hydration-slices.tsx) are hydrated afterwards, each in a task of its own.
    void whenInitialized(router).then(() =>
      startTransition(() => hydrateInSlices(() => void hydrateRoot(container, app))),
    );
  } else {
    const root = createRoot(container);
    root.render(<HydrateFallback />);
    void whenInitialized(router).then(() => root.render(app));
  }
}
