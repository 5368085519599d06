import { LogOut } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { profileMenuItems } from './user-nav-items';
import type { TProfileMenuProps } from './user-shell';

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
          <DropdownMenuItem key={item.label} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        <Menu.Separator className="my-1 h-px bg-border" />
        <DropdownMenuItem className="text-destructive" onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
