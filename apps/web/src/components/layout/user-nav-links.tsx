import { ChevronRight } from 'lucide-react';
import { createContext, useContext, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { SidebarGroup, SidebarMenuButton, useSidebar } from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';
import { useIsActive } from './use-is-active';
import { useSubGroupOpen } from './use-sub-group-open';
import { userNavGroups, type UserNavItem } from './user-nav-items';

/** A number beside a link (open support requests), and what it counts in words for screen readers. */
export interface TNavBadge {
  count: number;
  /** "3 open requests": read after the link's text. */
  label: string;
}

/** Badges by the path of the link they sit on; the app decides what to count. */
export type TNavBadges = Partial<Record<string, TNavBadge>>;

const NavBadgesContext = createContext<TNavBadges>({});

/** The count beside the label; on the collapsed rail, a dot on the icon. Nothing at zero. */
function NavBadge({ badge }: { badge: TNavBadge | undefined }) {
  if (!badge || badge.count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-auto min-w-5 shrink-0 rounded-full bg-primary px-1.5 text-center text-xs leading-5 font-semibold text-primary-foreground tabular-nums group-data-[collapsible=icon]:absolute group-data-[collapsible=icon]:top-1 group-data-[collapsible=icon]:right-1 group-data-[collapsible=icon]:size-2 group-data-[collapsible=icon]:min-w-0 group-data-[collapsible=icon]:p-0 group-data-[collapsible=icon]:text-[0px]"
      >
        {badge.count > 99 ? '99+' : badge.count}
      </span>{' '}
      <span className="sr-only">({badge.label})</span>
    </>
  );
}

/** `aria-current` for a link: `page` on its own page, `true` when it stands for a group holding it. */
type Current = 'page' | 'true' | undefined;

function useCurrent(): (item: NavItem & { children?: NavItem[] }) => Current {
  const isActiveLink = useIsActive();
  const { pathname } = useLocation();
  // The dashboard is /user itself, not every page under it.
  const isActive = (to: string) => (to === paths.dashboard ? pathname === to : isActiveLink(to));
  return (item) => {
    if (!item.children) return isActive(item.to) ? 'page' : undefined;
    const child = item.children.find((entry) => isActive(entry.to));
    if (!child) return undefined;
    return child.to === item.to ? 'page' : 'true';
  };
}

function useCloseOnMobile(): () => void {
  const { isMobile, setOpenMobile } = useSidebar();
  return () => {
    if (isMobile) setOpenMobile(false);
  };
}

function NavLink({ item, current }: { item: UserNavItem; current: Current }) {
  const close = useCloseOnMobile();
  const badge = useContext(NavBadgesContext)[item.to];
  return (
    <SidebarMenuButton asChild tooltip={item.label}>
      <Link to={item.to} onClick={close} aria-current={current} className="relative">
        <item.icon aria-hidden="true" />
        <span className="truncate">{item.label}</span>
        <NavBadge badge={badge} />
      </Link>
    </SidebarMenuButton>
  );
}

/**
 * A sub-group such as Configurations: a button that shows or hides its links, open while one of
 * them is the current page and otherwise as the user left it. On the collapsed rail the links are
 * hidden, so the group's icon links to its first page and is marked while any of them is open.
 */
function NavSubGroup({ item, children }: { item: UserNavItem; children: NavItem[] }) {
  const id = useId();
  const listId = `${id}-links`;
  const close = useCloseOnMobile();
  const current = useCurrent();
  const page = children.find((child) => current(child))?.to;
  const [open, toggle] = useSubGroupOpen(item.label, page);
  const { state, isMobile } = useSidebar();
  if (state === 'collapsed' && !isMobile) return <NavLink item={item} current={current(item)} />;
  return (
    <>
      <SidebarMenuButton
        type="button"
        id={id}
        tooltip={item.label}
        aria-expanded={open}
        aria-controls={listId}
        // Closed over the current page: marked, as the rail's icon is, so the page is still placed.
        aria-current={!open && page ? 'true' : undefined}
        onClick={toggle}
      >
        <item.icon aria-hidden="true" />
        <span className="truncate">{item.label}</span>
        <ChevronRight
          aria-hidden="true"
          className={cn(
            'ml-auto text-muted-foreground transition-transform duration-200',
            open && 'rotate-90',
          )}
        />
      </SidebarMenuButton>
      {/* Rows of 24 px without gaps, so an opened Configurations fits a 1280×900 screen (e2e/layout). */}
      <ul id={listId} aria-labelledby={id} hidden={!open} className="ml-4 grid border-l border-border pl-2">
        {children.map((child) => (
          <li key={child.label}>
            <SidebarMenuButton asChild tooltip={child.label} className="h-6 py-1 text-[0.8125rem]">
              <Link to={child.to} onClick={close} aria-current={current(child)}>
                <span>{child.label}</span>
              </Link>
            </SidebarMenuButton>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The sidebar's groups of links, the Admin Panel for admins only; `badges` by link path. */
export function UserNavLinks({ isAdmin, badges = {} }: { isAdmin: boolean; badges?: TNavBadges }) {
  const current = useCurrent();
  return (
    <NavBadgesContext.Provider value={badges}>
      {userNavGroups
        .filter((group) => !group.adminOnly || isAdmin)
        .map((group, index) => (
          <SidebarGroup key={group.label ?? index} label={group.label}>
            {group.items.map((item) => (
              <li key={item.label}>
                {item.children ? (
                  <NavSubGroup item={item} children={item.children} />
                ) : (
                  <NavLink item={item} current={current(item)} />
                )}
              </li>
            ))}
          </SidebarGroup>
        ))}
    </NavBadgesContext.Provider>
  );
}
