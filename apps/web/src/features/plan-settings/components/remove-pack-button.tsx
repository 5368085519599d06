import type { TAdminPack } from '@inkwell/contract';
import { RemoveItemButton } from '@/components/catalogue/remove-item-button';
import type { TCatalogueRemoval } from '@/components/catalogue/remove-item-dialog';
import { useRemovePack } from '../api/remove-pack';

/** Remove, asked first; a pack with orders is only taken off sale, which the dialog says first. */
export function RemovePackButton({
  pack,
  onRemoved,
}: {
  pack: TAdminPack;
  onRemoved: (removal: TCatalogueRemoval) => void;
}) {
  const remove = useRemovePack();
  return (
    <RemoveItemButton
      id={pack.id}
      name={pack.name}
      description={
        pack.orders > 0
          ? 'Orders were made of this pack, so it is kept for them and only taken off sale.'
          : 'Buyers will no longer see it. This cannot be undone.'
      }
      remove={remove}
      onRemoved={onRemoved}
    />
  );
}
