import { UserPlus } from 'lucide-react';
import { SettingsSection } from '@/components/ui/settings-section';
import { CreateUserForm } from '@/features/admin-users/components/create-user-form';

/** Admin: a new account, invited by email to set its password. */
export default function CreateUserRoute() {
  return (
    <div className="mx-auto max-w-4xl">
      <SettingsSection
        title="New account"
        icon={UserPlus}
        description="Name, email and role, and what the account starts with."
      >
        <CreateUserForm />
      </SettingsSection>
    </div>
  );
}
