import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface SettingsSectionProps {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  children: ReactNode;
}

/** One card of a settings page (Payment Settings, AI Providers): a named region with its heading and a line about it. */
export function SettingsSection({ title, description, icon: Icon, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="grid gap-5 p-5 sm:p-6">
      <div className="flex gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}
