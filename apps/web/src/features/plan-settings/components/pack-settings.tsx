import { Package, Plus } from 'lucide-react';
import { useState } from 'react';
import { RemovalNotice } from '@/components/catalogue/removal-notice';
import { useCatalogueRemoval } from '@/components/catalogue/use-catalogue-removal';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { useAdminPlans } from '../api/get-admin-plans';
import { PackForm } from './pack-form';
import { PackList } from './pack-list';

/** Admin: the packs for sale, their order, and a form to add one. */
export function PackSettings({ onChanged }: { onChanged: () => void }) {
  const query = useAdminPlans();
  const [adding, setAdding] = useState(false);
  const { removal, onRemoved, clear } = useCatalogueRemoval(onChanged);
  return (
    <SettingsSection
      title="Packs"
      icon={Package}
      description="Fixed bundles at a fixed price, shown to buyers in this order. A pack with orders is kept and only taken off sale."
    >
      <RemovalNotice removal={removal} />
      <QueryState
        query={query}
        what="the packs"
        fallback={<ListSkeleton label="Loading the packs" rows={3} rowClassName="h-24" />}
      >
        {({ packs }) => (
          <div className="grid gap-4">
            {packs.length === 0 && !adding ? (
              <p className="text-sm text-muted-foreground">No packs yet: buyers see only the custom plan.</p>
            ) : (
              <PackList packs={packs} onChanged={onChanged} onRemoved={onRemoved} />
            )}
            {adding ? (
              <div className="rounded-xl border border-border p-4">
                <h3 className="mb-4 font-semibold">New pack</h3>
                <PackForm pack={null} onClose={() => setAdding(false)} onSaved={onChanged} />
              </div>
            ) : (
              <Button
                variant="outline"
                className="justify-self-start"
                onClick={() => {
                  clear();
                  setAdding(true);
                }}
              >
                <Plus aria-hidden="true" />
                Add pack
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </SettingsSection>
  );
}
