import type { ReactNode } from 'react';
import { Container } from './container';
import { SectionHeading } from './section-heading';

/** The title band at the top of inner pages (About Us, Contact, legal pages). */
export function PageHero({
  eyebrow,
  title,
  description,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="relative overflow-hidden border-b border-border bg-surface"
    >
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-24 left-1/2 h-64 w-[36rem] max-w-full -translate-x-1/2 rounded-full bg-primary/15 blur-3xl"
      />
      <Container className="relative py-16 sm:py-20">
        <SectionHeading as="h1" id="page-title" eyebrow={eyebrow} title={title} description={description} />
      </Container>
    </section>
  );
}
