import { Container } from '@/components/layout/container';
import { SectionHeading } from '@/components/layout/section-heading';
import { coreTools } from '../content/features';

export function CoreFeatures() {
  return (
    <section aria-labelledby="core-features-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="core-features-title"
          eyebrow="Core features"
          title="Six tools, one balance"
          description="Write, code, illustrate, speak and transcribe without switching apps or juggling subscriptions."
          className="mb-12 sm:mb-16"
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {coreTools.map(({ icon: Icon, title, description, highlights }) => (
            <li
              key={title}
              className="group relative overflow-hidden rounded-2xl border border-border bg-card p-6 shadow-[0_1px_2px_rgb(15_18_34/0.04),0_12px_32px_-24px_rgb(15_18_34/0.3)] transition-[border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-primary/40"
            >
              <div
                aria-hidden="true"
                className="absolute -top-16 -right-16 size-40 rounded-full bg-primary/10 opacity-0 blur-2xl transition-opacity group-hover:opacity-100"
              />
              <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-primary to-violet text-white shadow-lg shadow-primary/25 dark:to-[#7c5cf0]">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
              <ul className="mt-5 flex flex-wrap gap-2">
                {highlights.map((highlight) => (
                  <li
                    key={highlight}
                    className="rounded-full border border-border bg-surface px-2.5 py-1 text-xs font-medium text-muted-foreground"
                  >
                    {highlight}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
