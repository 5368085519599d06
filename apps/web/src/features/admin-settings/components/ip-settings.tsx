import { Network } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { useIpSettings } from '../api/get-ip-settings';
import { IpSettingsForm } from './ip-settings-form';

/** Admin: whether users' IP addresses are recorded and shown, and how long they are kept. */
export function IpSettings() {
  const query = useIpSettings();
  return (
    <SettingsSection
      title="IP addresses"
      icon={Network}
      description="Users’ IP addresses help spot abuse and answer support requests. Record only what you need and keep it no longer than you must."
    >
      <QueryState
        query={query}
        what="the IP settings"
        fallback={
          <div role="status" aria-busy="true" aria-label="Loading the IP settings" className="grid gap-5">
            <Skeleton className="h-12 rounded-lg" />
            <Skeleton className="h-12 rounded-lg" />
            <Skeleton className="h-16 max-w-xs rounded-lg" />
          </div>
        }
      >
        {(settings) => <IpSettingsForm settings={settings} />}
      </QueryState>
    </SettingsSection>
  );
}
