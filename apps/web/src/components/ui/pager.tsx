import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PagerProps {
  /** The navigation's accessible name, e.g. "Order history pages". */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** While the next page loads: both buttons wait. */
  busy: boolean;
}

/** Previous and next through the pages of a list; nothing when it fits on one page. */
export function Pager({ label, page, pageCount, onPageChange, busy }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 px-5 py-3">
      <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount || busy}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
