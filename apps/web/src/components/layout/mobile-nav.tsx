import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';

const loadMobileNavSheet = () => import('./mobile-nav-sheet');

/** Below 768 px the navigation moves into a dialog sliding in from the right, loaded on first use. */
export function MobileNav() {
  const trigger = (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
      <Menu className="!size-5" />
    </Button>
  );
  return <LoadOnOpen load={loadMobileNavSheet} trigger={trigger} popup="dialog" />;
}
