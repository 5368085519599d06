import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';

/** A template that does not exist or is no longer offered. */
export function TemplateNotFound() {
  return (
    <Card className="grid justify-items-center gap-2 px-5 py-12 text-center">
      <h2 className="text-lg font-semibold">Template not found</h2>
      <p className="text-sm text-muted-foreground">This template doesn’t exist or is no longer available.</p>
      <Link to={paths.templates} className="text-sm font-semibold text-brand hover:underline">
        Back to {pages.templates.title}
      </Link>
    </Card>
  );
}
