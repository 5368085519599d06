import { Container } from '@/components/layout/container';
import { SectionHeading } from '@/components/layout/section-heading';
import { keyFeatures } from '../content/features';

export function KeyFeatures() {
  return (
    <section
      aria-labelledby="key-features-title"
      className="border-y border-border bg-surface py-20 sm:py-28"
    >
      <Container>
        <SectionHeading
          id="key-features-title"
          eyebrow="Key features"
          title="Everything you need to create, nothing you don’t"
          description="A focused studio built around the way people actually produce content: quickly, in many formats, on a budget they control."
          className="mb-12 sm:mb-16"
        />
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {keyFeatures.map(({ icon: Icon, title, description }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand ring-1 ring-brand/15">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
