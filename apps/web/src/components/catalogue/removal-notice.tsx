import { useEffect, useRef } from 'react';
import { InfoAlert, SuccessAlert } from '@/components/ui/alert';
import type { TCatalogueRemoval } from './remove-item-dialog';

/**
 * What the last removal did, above the list: deleted (success) or only deactivated (info).
 * It takes focus when it changes, since the removed item's buttons may be gone.
 */
export function RemovalNotice({ removal }: { removal: TCatalogueRemoval | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (removal) ref.current?.focus();
  }, [removal]);
  if (!removal) return null;
  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl outline-none">
      {removal.outcome === 'deleted' ? (
        <SuccessAlert title={removal.detail} />
      ) : (
        <InfoAlert title={removal.detail} />
      )}
    </div>
  );
}
