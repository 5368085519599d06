import type { TAdminUser } from '@inkwell/contract';
import { useState } from 'react';
import { Combobox, type TComboboxOption } from '@/components/ui/combobox';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_DELAY_MS } from '@/lib/use-url-filters';
import { useBuyer } from '../api/get-buyer';
import { useBuyerSearch } from '../api/search-buyers';

interface BuyerPickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The account a link named (`?user=`), shown picked before any search. */
  initialUserId: number | null;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

function toOption(user: Pick<TAdminUser, 'id' | 'email' | 'full_name'>): TComboboxOption {
  return { value: String(user.id), label: user.full_name ? `${user.full_name} (${user.email})` : user.email };
}

/** Picks the buyer by searching the accounts' emails and names (asked once typing pauses). */
export function BuyerPicker({ id, value, onChange, initialUserId, ...aria }: BuyerPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const found = useBuyerSearch(search);
  const initial = useBuyer(initialUserId ?? 0);
  const [picked, setPicked] = useState<TComboboxOption | null>(null);

  const options = new Map<string, TComboboxOption>();
  if (initial.data) options.set(String(initial.data.id), toOption(initial.data));
  if (picked) options.set(picked.value, picked);
  for (const user of found.data ?? []) options.set(String(user.id), toOption(user));
  const list = [...options.values()];

  return (
    <Combobox
      id={id}
      options={list}
      value={value}
      onChange={(next) => {
        setPicked(list.find((option) => option.value === next) ?? null);
        onChange(next);
      }}
      onQueryChange={setTyped}
      emptyText={found.isFetching || typed.trim() !== search ? 'Searching…' : 'No user matches'}
      placeholder="Search by email or name"
      {...aria}
    />
  );
}
