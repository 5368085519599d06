import { LogOut } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { profileMenuItems } from './user-nav-items';
import type { TProfileMenuProps } from './user-shell';

const menuItemClass =
  'flex cursor-default items-center gap-2 rounded-lg px-2 py-2 text-sm focus-ring select-none focus-visible:outline-offset-[-2px] data-highlighted:bg-muted';

/** The profile menu itself, loaded on first open by the user header (decision 018). */
export default function ProfileMenu({
  profile,
  onSignOut,
  trigger,
  defaultOpen,
}: TProfileMenuProps & { trigger: ReactElement; defaultOpen: boolean }) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        {profile ? (
          <Menu.Label className="truncate px-2 py-1.5 text-xs text-muted-foreground">
            {profile.full_name}
          </Menu.Label>
        ) : null}
        {profileMenuItems.map((item) => (
          <Menu.Item key={item.label} asChild className={menuItemClass}>
            <Link to={item.to}>{item.label}</Link>
          </Menu.Item>
        ))}
        <Menu.Separator className="my-1 h-px bg-border" />
        <Menu.Item className={cn(menuItemClass, 'text-destructive')} onSelect={onSignOut}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </Menu.Item>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
