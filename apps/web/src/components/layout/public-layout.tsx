import type { ReactNode } from 'react';
import { HydrationSlice } from '@/lib/hydration-slices';
import { DocumentTitle } from './document-title';
import { NavigationProgress } from './navigation-progress';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface PublicLayoutProps {
  children: ReactNode;
  /** Rendered after the footer, e.g. the cookie banner (a feature, composed by app/). */
  overlay?: ReactNode;
}

export function PublicLayout({ children, overlay }: PublicLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <ScrollManager />
      <DocumentTitle />
      <HydrationSlice>
        <SiteHeader />
      </HydrationSlice>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <HydrationSlice>
        <SiteFooter />
      </HydrationSlice>
      {overlay && <HydrationSlice>{overlay}</HydrationSlice>}
    </div>
  );
}
