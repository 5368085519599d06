import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Container } from './container';
import { DocumentTitle } from './document-title';
import { Logo } from './logo';
import { ScrollManager } from './scroll-manager';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** A page outside the public layout: a slim header with the logo, a way back and the theme toggle. */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SkipLink />
      <ScrollManager />
      <DocumentTitle />
      <header className="border-b border-border bg-background/80 backdrop-blur">
        <Container className="flex h-16 items-center justify-between gap-3">
          <Logo />
          <div className="flex items-center gap-1.5">
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.home}>
                <ArrowLeft aria-hidden="true" />
                Back to site
              </Link>
            </Button>
            <ThemeToggle />
          </div>
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
