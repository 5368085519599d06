import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { HydratedFieldset } from '@/components/ui/hydrated-fieldset';
import { Input } from '@/components/ui/input';
import { signUpWithEmail } from '@/config/paths';

/** The hero's email box and Sign Up button go to /sign-up carrying the typed email. */
export function HeroEmailForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const navigate = useNavigate();

  return (
    <form
      className="flex w-full max-w-md flex-col gap-2 rounded-2xl border border-border bg-card/80 p-2 shadow-lg shadow-primary/5 backdrop-blur sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(signUpWithEmail(email));
      }}
    >
      <HydratedFieldset>
        <label htmlFor={id} className="sr-only">
          Email address
        </label>
        <Input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-11 border-transparent bg-transparent shadow-none focus-visible:border-ring"
        />
        <Button type="submit" size="lg" className="h-11 shrink-0">
          Sign Up
          <ArrowRight aria-hidden="true" />
        </Button>
      </HydratedFieldset>
    </form>
  );
}
