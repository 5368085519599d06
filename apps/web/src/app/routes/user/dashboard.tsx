import { CreditCard } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { pages, toolPageKeys } from '@/config/pages';
import { paths } from '@/config/paths';
import { useBalance } from '@/features/balance/api/get-balance';
import { BalanceCompact } from '@/features/balance/components/balance-compact';
import { DashboardSections } from '@/features/dashboard/components/dashboard-sections';
import { useProfile } from '@/features/profile/api/get-profile';
import { useSession } from '@/lib/session';

const tools = toolPageKeys.map((key) => pages[key]);

/** Only admins see it: its code (the gateways' list) loads for them, not with everyone's dashboard. */
const SandboxWarning = lazy(async () => ({
  default: (await import('@/features/payment-settings/components/sandbox-warning')).SandboxWarning,
}));

const planLine = (plan: ReactNode) => (
  <p className="flex items-center gap-2 text-sm text-muted-foreground">Current plan {plan}</p>
);

/** "Hello" at once, the name and the plan once the profile is in (nothing moves when they come). */
function Greeting() {
  const query = useProfile();
  return (
    <div className="grid gap-1">
      <h2 className="text-2xl font-semibold tracking-tight">
        Hello{query.data ? `, ${query.data.full_name}` : null}
      </h2>
      <QueryState
        query={query}
        what="your profile"
        compact
        fallback={planLine(
          <span
            role="status"
            aria-busy="true"
            aria-label="Loading your profile"
            className="my-px inline-block h-5 w-24 animate-pulse rounded-md bg-muted"
          />,
        )}
      >
        {(profile) => planLine(<Badge variant="soft">{profile.plan}</Badge>)}
      </QueryState>
    </div>
  );
}

export default function DashboardRoute() {
  const isAdmin = useSession((state) => state.isAdmin);
  // Asked for beside the profile, not after it.
  useBalance();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      {isAdmin ? (
        <Suspense fallback={null}>
          <SandboxWarning />
        </Suspense>
      ) : null}
      {isAdmin ? (
        <Link
          to={paths.adminOverview}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-border bg-card px-4 py-3 text-sm transition-colors focus-ring hover:border-brand/40 hover:bg-brand-soft/40"
        >
          <span className="text-muted-foreground">Revenue, orders, users and support at a glance</span>
          <span className="font-semibold text-brand">
            Business overview <span aria-hidden="true">→</span>
          </span>
        </Link>
      ) : null}
      <Card className="flex flex-wrap items-center justify-between gap-4 p-6">
        <Greeting />
        <Link
          to={paths.currentPlan}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand hover:underline"
        >
          <CreditCard aria-hidden="true" className="size-4" /> See your plan and balances
        </Link>
      </Card>
      <BalanceCompact />
      <section aria-labelledby="dashboard-tools-title" className="grid gap-4">
        <h2 id="dashboard-tools-title" className="text-lg font-semibold">
          Tools
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.path}>
              <Link
                to={tool.path}
                className="flex h-full items-center gap-3 rounded-xl border border-border bg-card p-3 transition-colors focus-ring hover:border-brand/40 hover:bg-brand-soft/40 sm:p-4"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand">
                  <tool.icon aria-hidden="true" className="size-[1.125rem]" />
                </span>
                <span className="grid min-w-0 gap-0.5">
                  <span className="text-sm font-semibold">{tool.title}</span>
                  <span className="hidden text-xs text-muted-foreground sm:block">{tool.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <DashboardSections />
    </div>
  );
}
