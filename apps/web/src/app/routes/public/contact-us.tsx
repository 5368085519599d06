import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { Card } from '@/components/ui/card';
import { CompanyDetails } from '@/features/company/components/company-details';
import { ContactForm } from '@/features/support/components/contact-form';

export default function ContactUsRoute() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about plans, billing, self-hosting or a partnership? Send us a message and a real person will reply, usually within one business day."
      />
      <Container className="grid gap-8 py-14 lg:grid-cols-[1fr_22rem] lg:py-20">
        <Card className="p-6 sm:p-8">
          <h2 className="text-xl font-semibold tracking-tight">Send us a message</h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">All fields are required.</p>
          <ContactForm />
        </Card>
        <Card className="self-start p-6 sm:p-8">
          <h2 className="mb-6 text-xl font-semibold tracking-tight">Company details</h2>
          <CompanyDetails />
        </Card>
      </Container>
    </>
  );
}
