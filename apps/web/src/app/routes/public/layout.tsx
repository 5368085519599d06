import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner';

export default function PublicLayoutRoute() {
  return (
    <PublicLayout overlay={<CookieBanner />}>
      <Outlet />
    </PublicLayout>
  );
}
