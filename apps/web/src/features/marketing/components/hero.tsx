import { ArrowRight, Check, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/layout/container';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/session';
import { HeroEmailForm } from './hero-email-form';
import { ProductPreview } from './product-preview';

const promises = ['No subscription', 'Pay per feature', 'Runs on your own server'];

export function Hero() {
  const isAuth = useIsSignedIn();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 h-[28rem] w-[56rem] max-w-[120vw] -translate-x-1/2 rounded-full bg-gradient-to-r from-primary/20 via-violet/20 to-primary/10 blur-3xl"
      />
      <Container className="relative grid items-center gap-14 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:py-28">
        <div className="flex flex-col items-start gap-7">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs backdrop-blur">
            <ShieldCheck aria-hidden="true" className="size-3.5 text-brand" />
            Self-hostable AI studio with real payments and offline speech
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Create content <span className="text-gradient">fast and easy</span>, with AI that works for you
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
            Smart assistants, code, images, ready-made templates and a voices library, all in one advanced
            dashboard. Pay once for what you need and watch every token land exactly where you spent it.
          </p>
          <HeroEmailForm />
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild variant="outline" size="lg">
              <Link to={isAuth ? paths.dashboard : paths.signUp}>
                Join Now
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="ghost" size="lg">
              <Link to={paths.pricing}>See pricing</Link>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-success" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <ProductPreview />
      </Container>
    </section>
  );
}
