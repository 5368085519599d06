import {
  CAPABILITIES,
  CONSUMABLE_CAPABILITIES,
  LIMIT_CAPABILITIES,
  type TCapability,
} from '@inkwell/contract';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { capabilityLabel } from '../config/capability-labels';

interface CapabilityFilterProps {
  /** Undefined: every capability. */
  value: TCapability | undefined;
  onChange: (capability: TCapability | undefined) => void;
}

const GROUPS = [
  { label: 'Balances', capabilities: CONSUMABLE_CAPABILITIES },
  { label: 'Per-request limits', capabilities: LIMIT_CAPABILITIES },
];

/** Narrows the usage history to one balance or limit, or shows them all. */
export function CapabilityFilter({ value, onChange }: CapabilityFilterProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 max-sm:w-full">
      <Label htmlFor={id} className="shrink-0 text-muted-foreground">
        Show
      </Label>
      <div className="min-w-0 flex-1 sm:w-80">
        <NativeSelect
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(CAPABILITIES.find((c) => c === event.target.value))}
        >
          <option value="">All</option>
          {GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.capabilities.map((capability) => (
                <option key={capability} value={capability}>
                  {capabilityLabel(capability)}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
