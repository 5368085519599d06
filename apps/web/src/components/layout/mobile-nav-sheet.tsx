import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { LogoMark } from './logo';
import { authNavItems, navItemsFor } from './nav-items';
import { useIsActive } from './use-is-active';

/** The mobile navigation dialog, loaded on first open by MobileNav (decision 018). */
export default function MobileNavSheet({
  trigger,
  defaultOpen,
}: {
  trigger: ReactElement;
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const isActive = useIsActive();
  const isAuth = useSession((state) => state.isAuth);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent>
        <div className="flex items-center gap-2.5">
          <LogoMark className="size-7" />
          <SheetTitle>Menu</SheetTitle>
        </div>
        <SheetDescription>Site navigation</SheetDescription>
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {navItemsFor(isAuth).map((item) => (
              <li key={item.label}>
                <Link
                  to={item.to}
                  onClick={close}
                  aria-current={isActive(item.to) ? 'page' : undefined}
                  className={cn(
                    'block rounded-lg px-3 py-2.5 text-base font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                    isActive(item.to) && 'bg-muted text-foreground',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto grid gap-2">
          {isAuth ? (
            <Button asChild size="lg">
              <Link to={authNavItems.dashboard.to} onClick={close}>
                {authNavItems.dashboard.label}
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="outline" size="lg">
                <Link to={authNavItems.login.to} onClick={close}>
                  {authNavItems.login.label}
                </Link>
              </Button>
              <Button asChild size="lg">
                <Link to={authNavItems.signUp.to} onClick={close}>
                  {authNavItems.signUp.label}
                </Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
