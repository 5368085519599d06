import { DateSettings } from '@/features/admin-settings/components/date-settings';

/** Admin: the date format, clock and time zone every page uses. */
export default function SettingsDateRoute() {
  return (
    <div className="mx-auto max-w-4xl">
      <DateSettings />
    </div>
  );
}
