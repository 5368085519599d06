import { MOBILE_BREAKPOINT_PX, SIDEBAR_COOKIE_DAYS } from '@inkwell/contract';
import Cookies from 'js-cookie';
import { PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import type TSidebarTooltip from './sidebar-tooltip';

// Loaded on first use, not with the page: the sheet when it first opens, tooltips once collapsed to icons.
const loadSheet = () => import('./sidebar-sheet');
const SidebarSheet = lazy(loadSheet);
const prefetchSheet = () => void loadSheet().catch(() => undefined);

let SidebarTooltip: typeof TSidebarTooltip | null = null;
/**
 * The tooltips are in before the sidebar shows them: collapsing waits for them, so a rail
 * button is never swapped for its tooltip-wrapped twin while it has focus.
 */
const loadTooltip = (): Promise<void> =>
  import('./sidebar-tooltip')
    .then((module) => {
      SidebarTooltip = module.default;
    })
    // Without its tooltips (a failed chunk), the rail still collapses; its links keep their names.
    .catch(() => undefined);

/** The open state lives in this cookie for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export const SIDEBAR_TRIGGER_LABEL = 'Toggle sidebar';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** The stored open state; open where there is no cookie to read (the build's placeholder, decision 024). */
export function readSidebarCookie(): boolean {
  return typeof document === 'undefined' || Cookies.get(SIDEBAR_COOKIE_NAME) !== 'false';
}

function writeSidebarCookie(open: boolean): void {
  Cookies.set(SIDEBAR_COOKIE_NAME, String(open), {
    expires: SIDEBAR_COOKIE_DAYS,
    path: '/',
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Below 768 px; false in the build's placeholder, whose desktop sidebar CSS hides on a phone. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

interface SidebarContextValue {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

export function SidebarProvider({ children, className }: { children: ReactNode; className?: string }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readSidebarCookie);
  const [openMobile, setOpenMobile] = useState(false);
  const [, setTooltipsIn] = useState(false);

  // Collapsed from the start (the cookie): the tooltips load now and the rail re-renders with them.
  useEffect(() => {
    if (!open && !SidebarTooltip) void loadTooltip().then(() => setTooltipsIn(true));
  }, [open]);

  const setOpen = useCallback((next: boolean) => {
    writeSidebarCookie(next);
    if (next || SidebarTooltip) setOpenState(next);
    else void loadTooltip().then(() => setOpenState(next));
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
          } as CSSProperties
        }
        className={cn('group/sidebar-wrapper flex min-h-dvh w-full', className)}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** Below 768 px the sidebar is a sheet from the left; above it, a fixed column that collapses to icons. */
export function Sidebar({ children, label }: { children: ReactNode; label: string }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  // Mounted from its first opening on, so it closes as a dialog does (focus back to the trigger).
  const [sheetUsed, setSheetUsed] = useState(openMobile);
  if (openMobile && !sheetUsed) setSheetUsed(true);

  if (isMobile) {
    return sheetUsed ? (
      <Suspense>
        <SidebarSheet label={label} open={openMobile} onOpenChange={setOpenMobile}>
          {children}
        </SidebarSheet>
      </Suspense>
    ) : null;
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
    >
      <div
        aria-hidden="true"
        className="relative w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
      />
      <nav
        aria-label={label}
        data-sidebar="sidebar"
        className="fixed inset-y-0 left-0 z-10 flex h-dvh w-(--sidebar-width) flex-col border-r border-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
      >
        {children}
      </nav>
    </div>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9', className)}
      aria-label={SIDEBAR_TRIGGER_LABEL}
      aria-expanded={isMobile ? openMobile : open}
      onClick={toggleSidebar}
      onPointerEnter={isMobile ? prefetchSheet : undefined}
      onFocus={isMobile ? prefetchSheet : undefined}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-w-0 flex-1 flex-col bg-background', className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col overflow-auto group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroup({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="relative flex w-full min-w-0 flex-col px-2 py-1.5">
      {label ? (
        <p className="flex h-6 shrink-0 items-center rounded-md px-2 text-xs font-medium text-muted-foreground transition-[margin,opacity] duration-200 group-data-[collapsible=icon]:-mt-6 group-data-[collapsible=icon]:opacity-0">
          {label}
        </p>
      ) : null}
      <ul className="flex w-full min-w-0 flex-col gap-0.5">{children}</ul>
    </div>
  );
}

export const sidebarButtonClass =
  'flex h-7 w-full items-center gap-2 overflow-hidden rounded-md px-2 py-1.5 text-left text-sm focus-ring transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:outline-offset-0 aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-medium aria-[current=page]:text-sidebar-accent-foreground aria-[current=true]:bg-sidebar-accent aria-[current=true]:text-sidebar-accent-foreground group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:p-2 [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0';

interface SidebarMenuButtonProps extends ComponentProps<'button'> {
  asChild?: boolean;
  /** Shown as a tooltip when the sidebar is collapsed to icons. */
  tooltip: string;
}

export function SidebarMenuButton({ asChild = false, tooltip, className, ...props }: SidebarMenuButtonProps) {
  const { state, isMobile } = useSidebar();
  const Component = asChild ? Slot.Root : 'button';
  const button = <Component className={cn(sidebarButtonClass, className)} {...props} />;
  if (state !== 'collapsed' || isMobile || !SidebarTooltip) return button;
  return <SidebarTooltip tooltip={tooltip}>{button}</SidebarTooltip>;
}
