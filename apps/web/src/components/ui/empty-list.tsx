import { Button } from './button';

interface EmptyListProps {
  /** Filters are set: "No … match these filters." with a Clear filters button. */
  filtered: boolean;
  /** What the filters left nothing of: "No users match these filters." */
  noMatch: string;
  /** What to say when there is nothing at all yet. */
  nothingYet: string;
  onClear: () => void;
}

/** A filtered list's empty state: no match (with Clear filters), or nothing yet. */
export function EmptyList({ filtered, noMatch, nothingYet, onClear }: EmptyListProps) {
  return filtered ? (
    <div className="grid justify-items-center gap-3 px-5 py-12 text-center">
      <p className="text-sm text-muted-foreground">{noMatch}</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  ) : (
    <p className="px-5 py-12 text-center text-sm text-muted-foreground">{nothingYet}</p>
  );
}
