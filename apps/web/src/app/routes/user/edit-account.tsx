import { Card } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';
import { ProfileLoader } from '@/features/profile/components/profile-loader';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="grid gap-5 p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

export default function EditAccountRoute() {
  return (
    <ProfileLoader>
      {(profile) => (
        <div className="mx-auto grid max-w-2xl gap-6">
          <Section title="Profile">
            <EditProfileForm key={`${profile.full_name}|${profile.email}`} profile={profile} />
          </Section>
          <Section title="Password">
            <ChangePasswordForm />
          </Section>
        </div>
      )}
    </ProfileLoader>
  );
}
