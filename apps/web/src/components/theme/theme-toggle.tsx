import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import { useThemeStore } from '@/lib/theme';
import { THEME_LABELS } from './theme-labels';

const loadThemeMenu = () => import('./theme-menu');

/** The header's theme button; its menu (Radix) loads on first use. */
export function ThemeToggle() {
  const theme = useThemeStore((state) => state.theme);
  const resolved = useThemeStore((state) => state.resolved);
  const TriggerIcon = resolved === 'dark' ? Moon : Sun;
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={`Change theme (current: ${THEME_LABELS[theme]})`}>
      <TriggerIcon className="!size-[1.15rem]" />
    </Button>
  );
  return <LoadOnOpen load={loadThemeMenu} trigger={trigger} popup="menu" />;
}
