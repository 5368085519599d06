import { AccountSummary } from '@/features/profile/components/account-summary';
import { ProfileLoader } from '@/features/profile/components/profile-loader';

export default function MyAccountRoute() {
  return <ProfileLoader>{(profile) => <AccountSummary profile={profile} />}</ProfileLoader>;
}
