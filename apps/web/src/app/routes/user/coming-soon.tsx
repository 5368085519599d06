import { Construction } from 'lucide-react';
import { useMatches } from 'react-router';
import type { RouteHandle } from '@/components/layout/page-title';
import { Card } from '@/components/ui/card';

export interface ComingSoonHandle extends RouteHandle {
  /** One sentence to the reader about what this page will hold. */
  comingSoon?: string;
}

/** The one page every not-yet-built user or admin route renders. */
export default function ComingSoonRoute() {
  const handle = useMatches().at(-1)?.handle as ComingSoonHandle | undefined;
  return (
    <Card className="mx-auto flex max-w-2xl flex-col items-center gap-3 p-8 text-center">
      <Construction aria-hidden="true" className="size-8 text-brand" />
      <h2 className="text-xl font-semibold">{handle?.title} is on its way</h2>
      <p className="text-muted-foreground">{handle?.comingSoon}</p>
    </Card>
  );
}
