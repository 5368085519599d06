import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface OrderPagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  busy: boolean;
}

/** Previous and next through the pages of the history. */
export function OrderPager({ page, pageCount, onPageChange, busy }: OrderPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Order history pages" className="flex items-center justify-between gap-3 px-5 py-3">
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
