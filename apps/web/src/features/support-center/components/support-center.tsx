import { NotifyAdminsSetting } from './notify-admins-setting';
import { SupportRequestList } from './support-request-list';

/** The admins' Support Center: the email setting, then every request. */
export function SupportCenter() {
  return (
    <div className="grid gap-6">
      <NotifyAdminsSetting />
      <SupportRequestList />
    </div>
  );
}
