import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import { useHydrated } from '@/lib/hydration';
import { useThemeStore } from '@/lib/theme';
import { THEME_LABELS } from './theme-labels';

const loadThemeMenu = () => import('./theme-menu');

/**
 * The header's theme button; its menu (Radix) loads on first use. The icon follows the `dark`
 * class before-paint.js sets before the first paint, so a prerendered page shows the right one;
 * the label names the stored choice once the page is hydrated (decision 020).
 */
export function ThemeToggle() {
  const hydrated = useHydrated();
  const stored = useThemeStore((state) => state.theme);
  const theme = hydrated ? stored : 'system';
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={`Change theme (current: ${THEME_LABELS[theme]})`}>
      <Sun className="!size-[1.15rem] dark:!hidden" />
      <Moon className="!hidden !size-[1.15rem] dark:!block" />
    </Button>
  );
  return <LoadOnOpen load={loadThemeMenu} trigger={trigger} popup="menu" />;
}
