import { TRIAL_PLAN_NAME } from '@inkwell/contract';
import { ChevronDown, Sparkles } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { DocumentTitle } from './document-title';
import { Logo, LogoMark } from './logo';
import { usePageTitle } from './page-title';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UserNavLinks, type TNavBadges } from './user-nav-links';

export interface UserShellProfile {
  full_name: string;
  avatar: string | null;
  plan: string;
}

export interface TProfileMenuProps {
  profile: UserShellProfile | undefined;
  onSignOut: () => void;
}

interface UserShellProps {
  profile: UserShellProfile | undefined;
  isAdmin: boolean;
  onSignOut: () => void;
  /** Numbers beside sidebar links, by the link's path (the Support Center's open requests). */
  navBadges?: TNavBadges;
  children: ReactNode;
}

export const UPGRADE_TEXT = 'Upgrade your plan';
/** Added after the user's name (visible from 640 px) to name the profile button. */
export const PROFILE_MENU_LABEL = 'profile menu';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

export function UserAvatar({
  profile,
  className,
  ...props
}: ComponentProps<'span'> & { profile: UserShellProfile | undefined }) {
  return (
    <span
      {...props}
      className={cn(
        'grid size-8 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-soft text-xs font-semibold text-brand',
        className,
      )}
    >
      {profile?.avatar ? (
        <img src={profile.avatar} alt="" className="size-full object-cover" />
      ) : (
        profile && initials(profile.full_name)
      )}
    </span>
  );
}

/** One logo at a time: the gradient of a hidden twin SVG would not paint. */
function SidebarLogo() {
  const { state, isMobile } = useSidebar();
  return state === 'collapsed' && !isMobile ? (
    <LogoMark className="size-7" />
  ) : (
    <div className="px-1">
      <Logo />
    </div>
  );
}

function UpgradeBox() {
  return (
    <div className="rounded-xl border border-border bg-card p-3 group-data-[collapsible=icon]:hidden">
      <p className="flex items-center gap-1.5 text-sm font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-brand" />
        You are on the trial plan
      </p>
      <p className="mt-1 text-xs text-muted-foreground">Buy a plan to keep creating without limits.</p>
      <Button asChild size="sm" className="mt-3 w-full">
        <Link to={paths.currentPlan}>{UPGRADE_TEXT}</Link>
      </Button>
    </div>
  );
}

const loadProfileMenu = () => import('./profile-menu');

/** The avatar and name; the menu (Radix) loads on first open (decision 018). */
function ProfileMenu({ profile, onSignOut }: TProfileMenuProps) {
  const trigger = (
    <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2">
      <UserAvatar profile={profile} aria-hidden />
      {/* The name is the button's text, so its accessible name starts with what is shown (WCAG 2.5.3). */}
      <span className="sr-only max-w-40 truncate text-sm font-medium sm:not-sr-only">
        {profile?.full_name}
      </span>
      <span className="sr-only">{profile ? `, ${PROFILE_MENU_LABEL}` : 'Profile menu'}</span>
      <ChevronDown aria-hidden="true" className="hidden size-4 text-muted-foreground sm:inline" />
    </Button>
  );
  return <LoadOnOpen load={loadProfileMenu} trigger={trigger} popup="menu" props={{ profile, onSignOut }} />;
}

function UserHeader({ profile, onSignOut }: Pick<UserShellProps, 'profile' | 'onSignOut'>) {
  const title = usePageTitle();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-background/85 px-3 backdrop-blur sm:px-4">
      <SidebarTrigger />
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold">{title}</h1>
      <ThemeToggle />
      <ProfileMenu profile={profile} onSignOut={onSignOut} />
    </header>
  );
}

/** The signed-in layout: sidebar, header with the page title, theme toggle and profile menu. */
export function UserShell({ profile, isAdmin, onSignOut, navBadges, children }: UserShellProps) {
  return (
    <SidebarProvider>
      <SkipLink />
      <DocumentTitle />
      <Sidebar label="Dashboard navigation">
        <SidebarHeader className="h-14 justify-center border-b border-border">
          <SidebarLogo />
        </SidebarHeader>
        {/* The upgrade box scrolls with the links (bottom-aligned when they are short), so it never
            covers the Admin Panel group on a laptop screen. */}
        <SidebarContent>
          <UserNavLinks isAdmin={isAdmin} badges={navBadges} />
          {/* The trial upsell is for buyers; an admin has nothing to buy. */}
          {!isAdmin && profile?.plan === TRIAL_PLAN_NAME ? (
            <SidebarFooter>
              <UpgradeBox />
            </SidebarFooter>
          ) : null}
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <UserHeader profile={profile} onSignOut={onSignOut} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
