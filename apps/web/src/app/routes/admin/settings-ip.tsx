import { IpSettings } from '@/features/admin-settings/components/ip-settings';

/** Admin: recording, showing and keeping users' IP addresses. */
export default function SettingsIpRoute() {
  return (
    <div className="mx-auto max-w-3xl">
      <IpSettings />
    </div>
  );
}
