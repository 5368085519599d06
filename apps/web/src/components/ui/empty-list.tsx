import { Button } from './button';

interface EmptyListProps {
  /** Filters are set: "No … match these filters." (with Clear filters when `onClear` is given). */
  filtered: boolean;
  /** What the filters left nothing of: "No users match these filters." */
  noMatch: string;
  /** What to say when there is nothing at all yet. */
  nothingYet: string;
  /** Without it (the filter bar has its own Clear filters) only the words are shown. */
  onClear?: (() => void) | undefined;
}

/** A filtered list's empty state: no match (with Clear filters), or nothing yet. */
export function EmptyList({ filtered, noMatch, nothingYet, onClear }: EmptyListProps) {
  return filtered && onClear ? (
    <div className="grid justify-items-center gap-3 px-5 py-12 text-center">
      <p className="text-sm text-muted-foreground">{noMatch}</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  ) : (
    <p className="px-5 py-12 text-center text-sm text-muted-foreground">{filtered ? noMatch : nothingYet}</p>
  );
}
