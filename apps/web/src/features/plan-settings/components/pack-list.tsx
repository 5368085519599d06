import type { TAdminPack } from '@inkwell/contract';
import type { TCatalogueRemoval } from '@/components/catalogue/remove-item-dialog';
import { ReorderableList } from '@/components/catalogue/reorderable-list';
import { useSavePackOrder } from '../api/save-pack-order';
import { PackCard } from './pack-card';

interface PackListProps {
  packs: TAdminPack[];
  onChanged: () => void;
  onRemoved: (removal: TCatalogueRemoval) => void;
}

/** The packs in the buyers' order; Move up / Move down saves the whole order at once. */
export function PackList({ packs, onChanged, onRemoved }: PackListProps) {
  const order = useSavePackOrder();
  return (
    <ReorderableList label="Packs" scope="pack" items={packs} order={order} onMoved={onChanged}>
      {(pack, move) => (
        <PackCard key={pack.id} pack={pack} move={move} onSaved={onChanged} onRemoved={onRemoved} />
      )}
    </ReorderableList>
  );
}
