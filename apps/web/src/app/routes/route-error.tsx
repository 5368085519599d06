import { RotateCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Container } from '@/components/layout/container';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `The server answered ${error.status} ${error.statusText}.`;
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  ) {
    return 'A newer version of the site was published. Reloading will fetch it.';
  }
  return 'An unexpected error stopped this page from loading. Reloading usually fixes it.';
}

/** The route-level error boundary: a friendly message instead of a blank screen. */
export default function RouteError() {
  const error = useRouteError();
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{describe(error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload the page
        </Button>
        <Button asChild variant="outline">
          <a href={paths.home}>Go to the home page</a>
        </Button>
      </div>
    </Container>
  );
}
