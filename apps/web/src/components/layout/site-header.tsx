import { Link } from 'react-router';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { useIsSignedIn } from '@/lib/session';
import { cn } from '@/lib/utils';
import { Container } from './container';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { authNavItems, navItemsFor } from './nav-items';
import { useIsActive } from './use-is-active';

export function SiteHeader() {
  const isActive = useIsActive();
  const isAuth = useIsSignedIn();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-lg supports-[backdrop-filter]:bg-background/70">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItemsFor(isAuth).map((item) => {
              const active = isActive(item.to);
              return (
                <li key={item.label}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                      active && 'text-foreground',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-1.5">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            {isAuth ? (
              <Button asChild>
                <Link to={authNavItems.dashboard.to}>{authNavItems.dashboard.label}</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <Link to={authNavItems.login.to}>{authNavItems.login.label}</Link>
                </Button>
                <Button asChild>
                  <Link to={authNavItems.signUp.to}>{authNavItems.signUp.label}</Link>
                </Button>
              </>
            )}
          </div>
          <MobileNav />
        </div>
      </Container>
    </header>
  );
}
