import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/layout/container';
import { SectionHeading } from '@/components/layout/section-heading';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { productName } from '@/lib/product-name';
import { differentiators, values } from '../content/about';
import { IconCardGrid } from './icon-card-grid';

export function AboutDifferentiators() {
  return (
    <section aria-labelledby="different-title" className="border-y border-border bg-surface py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="different-title"
          eyebrow="Why it’s different"
          title={`What ${productName} does that the alternatives don’t`}
          description="The parts that usually get skipped are the ones we built first."
          className="mb-12"
        />
        <IconCardGrid items={differentiators} />
      </Container>
    </section>
  );
}

export function AboutValues() {
  return (
    <section aria-labelledby="values-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="values-title"
          eyebrow="Our values"
          title="What we hold ourselves to"
          className="mb-12"
        />
        <IconCardGrid items={values} columns={4} />
      </Container>
    </section>
  );
}

/** "Who we are" with the operating company (composed by the route from the company feature). */
export function AboutCompany({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="company-title" className="pb-20 sm:pb-24">
      <Container className="grid gap-8">
        <SectionHeading
          id="company-title"
          eyebrow="Who we are"
          title="The company behind the product"
          align="left"
        />
        {children}
        <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-primary to-[#7c3aed] p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div className="grid gap-2">
            <h2 className="text-2xl font-semibold tracking-tight">Building something with {productName}?</h2>
            <p className="text-white/85">
              Ask us anything, or apply to become a business customer or partner.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild className="bg-white text-[#3730a3] shadow-none hover:bg-white/90">
              <Link to={paths.contactUs}>Contact us</Link>
            </Button>
            <Button asChild variant="ghost" className="text-white ring-1 ring-white/50 hover:bg-white/10">
              <Link to={`${paths.applicationForm}?kind=partner`}>
                Apply as a partner
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
