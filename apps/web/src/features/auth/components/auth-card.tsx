import type { ReactNode } from 'react';
import { LogoMark } from '@/components/layout/logo';
import { HydrationSlice } from '@/lib/hydration-slices';

interface AuthCardProps {
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card that frames the login and sign-up forms, hydrated as one slice of the page. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <HydrationSlice>
      <div className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black_10%,transparent_65%)]"
        />
        <div
          aria-hidden="true"
          className="absolute -top-32 left-1/2 h-80 w-[40rem] max-w-[120vw] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl"
        />
        <div className="relative mx-auto flex w-full max-w-md flex-col px-4 py-16 sm:py-24">
          <div className="rounded-2xl border border-border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8">
            <div className="mb-8 flex flex-col items-center gap-4 text-center">
              <LogoMark className="size-10" />
              <div className="grid gap-1.5">
                <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
                <p className="text-sm text-muted-foreground">{description}</p>
              </div>
            </div>
            {children}
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
        </div>
      </div>
    </HydrationSlice>
  );
}
