import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';
import { ExportCsvButton } from './export-csv-button';

interface ListActionsProps {
  /** The list's export mutation (see `ExportCsvButton`). */
  exporting: React.ComponentProps<typeof ExportCsvButton>['exporting'];
  /** The page that adds one more to the list. */
  create: { to: string; label: string; icon: LucideIcon };
}

/** An admin list's Export CSV and its create link, at the end of its toolbar. */
export function ListActions({ exporting, create: { to, label, icon: Icon } }: ListActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <ExportCsvButton exporting={exporting} />
      <Button asChild>
        <Link to={to}>
          <Icon aria-hidden="true" />
          {label}
        </Link>
      </Button>
    </div>
  );
}
