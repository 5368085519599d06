import type { TAdminPack } from '@inkwell/contract';
import { Pencil } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { MoveButtons } from '@/components/catalogue/move-buttons';
import type { TCatalogueRemoval } from '@/components/catalogue/remove-item-dialog';
import type { TItemMove } from '@/components/catalogue/reorderable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCount, formatPrice } from '@/lib/format-price';
import { packSummary } from '../utils/pack-summary';
import { PackForm } from './pack-form';
import { RemovePackButton } from './remove-pack-button';

interface PackCardProps {
  pack: TAdminPack;
  /** Its Move up / Move down, from the list. */
  move: TItemMove;
  onSaved: () => void;
  onRemoved: (removal: TCatalogueRemoval) => void;
}

/** One pack: what it is and costs, its badges and orders, and its actions; Edit opens its form below. */
export function PackCard({ pack, move, onSaved, onRemoved }: PackCardProps) {
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
          <MoveButtons {...move} id={pack.id} name={pack.name} />
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
