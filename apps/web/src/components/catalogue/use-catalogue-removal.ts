import { useState } from 'react';
import type { TCatalogueRemoval } from './remove-item-dialog';

/**
 * The last removal of a catalogue page, for its RemovalNotice: `onRemoved` keeps it and calls
 * `onChanged` (users' lists are read again); `clear` hides it when the admin moves on.
 */
export function useCatalogueRemoval(onChanged: () => void) {
  const [removal, setRemoval] = useState<TCatalogueRemoval | null>(null);
  return {
    removal,
    onRemoved: (next: TCatalogueRemoval) => {
      setRemoval(next);
      onChanged();
    },
    clear: () => setRemoval(null),
  };
}
