import type { TAdminPack } from '@inkwell/contract';
import { ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCount, formatPrice } from '@/lib/format-price';
import { packSummary } from '../utils/pack-summary';
import { PackForm } from './pack-form';
import { RemovePackButton } from './remove-pack-button';
import type { TPackRemoval } from './remove-pack-dialog';

export type TMoveDirection = 'up' | 'down';

interface PackCardProps {
  pack: TAdminPack;
  /** Where it may move: not up when first, not down when last, nowhere while a move is saved. */
  canMove: Record<TMoveDirection, boolean>;
  onMove: (direction: TMoveDirection) => void;
  onSaved: () => void;
  onRemoved: (removal: TPackRemoval) => void;
}

const moveButtonId = (id: number, direction: TMoveDirection) => `pack-${id}-move-${direction}`;

/** After a move the list reorders: focus stays on the pack's button, or its other one at an end. */
export function focusMoveButton(id: number, direction: TMoveDirection) {
  const other = direction === 'up' ? 'down' : 'up';
  const button = [direction, other]
    .map((d) => document.getElementById(moveButtonId(id, d as TMoveDirection)))
    .find(
      (element): element is HTMLButtonElement => element instanceof HTMLButtonElement && !element.disabled,
    );
  button?.focus();
}

/** One pack: what it is and costs, its badges and orders, and its actions; Edit opens its form below. */
export function PackCard({ pack, canMove, onMove, onSaved, onRemoved }: PackCardProps) {
  const [editing, setEditing] = useState(false);
  const formId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setEditing(false);
    editButton.current?.focus();
  };
  return (
    <li className="grid gap-3 rounded-xl border border-border p-4" aria-label={pack.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{pack.name}</h3>
          {pack.most_popular ? <Badge variant="soft">Most popular</Badge> : null}
          {pack.active ? null : <Badge variant="muted">Hidden</Badge>}
        </div>
        <p className="font-semibold tabular-nums">{formatPrice(pack.price, pack.currency)}</p>
      </div>
      <p className="text-sm text-muted-foreground">{packSummary(pack)}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">
          {pack.orders === 1 ? '1 order' : `${formatCount(pack.orders)} orders`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            ref={editButton}
            aria-expanded={editing}
            aria-controls={editing ? formId : undefined}
            onClick={() => setEditing((open) => !open)}
          >
            <Pencil aria-hidden="true" />
            Edit <span className="sr-only">{pack.name}</span>
          </Button>
          {(['up', 'down'] as const).map((direction) => (
            <Button
              key={direction}
              id={moveButtonId(pack.id, direction)}
              variant="outline"
              size="icon"
              className="size-9"
              disabled={!canMove[direction]}
              onClick={() => onMove(direction)}
            >
              {direction === 'up' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
              <span className="sr-only">
                Move {pack.name} {direction}
              </span>
            </Button>
          ))}
          <RemovePackButton pack={pack} onRemoved={onRemoved} />
        </div>
      </div>
      {editing ? (
        <div id={formId} className="mt-1 border-t border-border pt-4">
          <PackForm pack={pack} onClose={closeForm} onSaved={onSaved} />
        </div>
      ) : null}
    </li>
  );
}
