import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/layout/container';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-gradient mt-6 text-sm font-semibold tracking-widest">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        The page you’re looking for doesn’t exist or has moved. Check the address, or head back to the home
        page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contactUs}>Contact support</Link>
        </Button>
      </div>
    </Container>
  );
}
