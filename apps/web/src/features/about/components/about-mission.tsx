import { Container } from '@/components/layout/container';
import { productName } from '@/lib/product-name';
import { missionStats } from '../content/about';

export function AboutMission() {
  return (
    <section aria-labelledby="mission-title" className="py-20 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div className="grid gap-5">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Our mission</p>
          <h2 id="mission-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Make AI creation tools that are fair to the people who pay for them
          </h2>
          <p className="leading-relaxed text-muted-foreground">
            Most AI products sell a monthly subscription, hide the real cost behind “credits” and keep your
            work on someone else’s servers. {productName} takes the opposite path: one studio for chats, code,
            images, templates and speech, paid for in packs that never expire, metered exactly, and free to
            run on your own infrastructure.
          </p>
          <p className="leading-relaxed text-muted-foreground">
            Writers draft and polish with smart assistants and ready-made templates. Developers generate and
            explain code. Marketers produce images and voice-overs. Teams transcribe interviews without
            sending audio to a third party. Everyone sees what they spend, feature by feature.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {missionStats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col gap-1 rounded-2xl border border-border bg-card p-6 text-center shadow-xs"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-gradient order-first text-4xl font-semibold tracking-tight">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
