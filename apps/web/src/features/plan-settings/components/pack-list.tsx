import type { TAdminPack } from '@inkwell/contract';
import { FormAlert } from '@/components/ui/form-alert';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useSavePackOrder } from '../api/save-pack-order';
import { focusMoveButton, PackCard, type TMoveDirection } from './pack-card';
import type { TPackRemoval } from './remove-pack-dialog';

interface PackListProps {
  packs: TAdminPack[];
  onChanged: () => void;
  onRemoved: (removal: TPackRemoval) => void;
}

/** The ids with one pack moved a place up or down. */
function moved(packs: TAdminPack[], index: number, direction: TMoveDirection): number[] {
  const ids = packs.map((pack) => pack.id);
  const target = direction === 'up' ? index - 1 : index + 1;
  [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
  return ids;
}

/** The packs in the buyers' order; Move up / Move down saves the whole order at once. */
export function PackList({ packs, onChanged, onRemoved }: PackListProps) {
  const order = useSavePackOrder();
  async function move(index: number, direction: TMoveDirection) {
    const pack = packs[index] as TAdminPack;
    try {
      await order.mutateAsync(moved(packs, index, direction));
      onChanged();
      requestAnimationFrame(() => focusMoveButton(pack.id, direction));
    } catch {
      // Said above the list, from the mutation's error.
    }
  }
  return (
    <div className="grid gap-3">
      <FormAlert message={order.isError ? readErrorMessage(order.error) : null} />
      <ol aria-label="Packs" aria-busy={order.isPending || undefined} className="grid gap-3">
        {packs.map((pack, index) => (
          <PackCard
            key={pack.id}
            pack={pack}
            canMove={{
              up: !order.isPending && index > 0,
              down: !order.isPending && index < packs.length - 1,
            }}
            onMove={(direction) => void move(index, direction)}
            onSaved={onChanged}
            onRemoved={onRemoved}
          />
        ))}
      </ol>
    </div>
  );
}
