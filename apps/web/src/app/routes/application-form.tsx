import { BadgeCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { StandaloneLayout } from '@/components/layout/standalone-layout';
import { Card } from '@/components/ui/card';
import { productName } from '@/lib/product-name';
import { ApplicationForm } from '@/features/support/components/application-form';

const perks = [
  'Volume pricing and pooled balances for teams',
  'Hosted or on-premises installations with onboarding',
  'Revenue share and co-marketing for partners',
];

export default function ApplicationFormRoute() {
  const [searchParams] = useSearchParams();
  const kind = searchParams.get('kind') === 'partner' ? 'partner' : 'business';
  return (
    <StandaloneLayout>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_2fr] lg:gap-14">
        <div className="grid content-start gap-5">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Business &amp; partners</p>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Work with {productName}
          </h1>
          <p className="leading-relaxed text-muted-foreground">
            Tell us about your company and what you want to build. We review every application and reply
            within two business days.
          </p>
          <ul className="grid gap-3 text-sm">
            {perks.map((perk) => (
              <li key={perk} className="flex gap-2.5">
                <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-brand" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
        <Card className="p-6 sm:p-8">
          <ApplicationForm key={kind} initialKind={kind} />
        </Card>
      </Container>
    </StandaloneLayout>
  );
}
