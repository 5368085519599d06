import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearViewportProps {
  /** A lazy part (React.lazy), rendered once its place comes near the viewport. */
  children: ReactNode;
  /** Shown until then and while its code loads: a skeleton of the same size. */
  fallback: ReactNode;
}

/** How far below the viewport a part starts loading, so it is there before it is scrolled to. */
const ROOT_MARGIN = '800px 0px';

/**
 * Below-the-fold data (the home page's plans and reviews) loads when the visitor comes near it,
 * not with the page, so its code (the API client, zod, dialogs) stays out of the first load
 * (decision 018). A hash link to it scrolls there, which brings it near at once.
 */
export function WhenNearViewport({ children, fallback }: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  // At once where nothing can tell (no IntersectionObserver), except in the build's prerender
  // (no window), whose page holds the fallback as the browser's first render does (decision 020).
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={ref}>{near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>;
}
