import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getCookieConsent, setCookieConsent } from '@/lib/cookies';
import { useHydrated } from '@/lib/hydration';

/**
 * While unanswered, a banner asks; Accept or Decline stores 'true' or 'false' for 365 days.
 * A prerendered page holds the banner (decision 020): for a visitor who has answered, before-paint.js
 * marks the page so CSS hides it, and the app removes it once the page is hydrated.
 */
export function CookieBanner() {
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(() => getCookieConsent() !== undefined);
  if (hydrated && answered) return null;

  const answer = (accepted: boolean) => {
    setCookieConsent(accepted);
    setAnswered(true);
  };

  return (
    <section
      role="region"
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 in-data-[cookie-consent=answered]:hidden mx-auto max-w-3xl rounded-2xl border border-border bg-card/95 p-4 shadow-2xl shadow-black/15 backdrop-blur sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand sm:grid">
          <Cookie aria-hidden="true" className="size-5" />
        </span>
        <p className="flex-1 text-sm leading-relaxed text-muted-foreground">
          We use essential cookies to keep you signed in and to remember this choice. No advertising or
          cross-site tracking. Read more in our{' '}
          <Link
            to={paths.privacyPolicy}
            className="font-medium text-brand underline-offset-4 hover:underline"
          >
            Privacy Policy
          </Link>
          .
        </p>
        <div className="flex gap-2 sm:shrink-0">
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => answer(false)}>
            Decline
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={() => answer(true)}>
            Accept
          </Button>
        </div>
      </div>
    </section>
  );
}
