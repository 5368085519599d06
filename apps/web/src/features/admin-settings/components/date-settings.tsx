import { CalendarClock } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateSettingsQuery } from '../api/get-date-settings';
import { DateSettingsForm } from './date-settings-form';

/** Admin: how every date and time on the site is written, and on whose clock. */
export function DateSettings() {
  const query = useDateSettingsQuery();
  return (
    <SettingsSection
      title="Date and time"
      icon={CalendarClock}
      description="How every date and time on the site is shown: in lists, receipts, chats and the dashboard, for users and admins alike."
    >
      <QueryState
        query={query}
        what="the date settings"
        fallback={
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading the date settings"
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-16 rounded-xl" />
            ))}
          </div>
        }
      >
        {(settings) => <DateSettingsForm settings={settings} />}
      </QueryState>
    </SettingsSection>
  );
}
