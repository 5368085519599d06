import type { TAdminPaymentGateway, TAdminPaymentGatewayUpdate } from '@inkwell/contract';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { GATEWAY_STATE_TEXT, gatewayState } from '../utils/gateway-state';

const STATE_CLASS = {
  listed: 'text-success',
  off: 'text-muted-foreground',
  'not-configured': 'text-destructive',
} as const;

interface GatewayRowProps {
  gateway: TAdminPaymentGateway;
  /** The name shared by every row's Default radio, so they form one group. */
  radioName: string;
  disabled: boolean;
  onChange: (body: TAdminPaymentGatewayUpdate) => void;
}

/** One gateway: logo, name and state, a Default radio and its on/off switch. */
export function GatewayRow({ gateway, radioName, disabled, onChange }: GatewayRowProps) {
  const id = useId();
  const state = gatewayState(gateway);
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border border-border p-4">
      <div className="flex min-w-0 flex-1 basis-48 items-center gap-3">
        <img src={gateway.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
        <div className="grid min-w-0 gap-0.5">
          <p id={`${id}-name`} className="font-semibold">
            {gateway.method_name}
          </p>
          <p className={cn('text-sm font-medium', STATE_CLASS[state])}>{GATEWAY_STATE_TEXT[state]}</p>
        </div>
      </div>
      <div className="flex items-center gap-6">
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium has-disabled:cursor-not-allowed">
          <input
            type="radio"
            name={radioName}
            checked={gateway.is_default}
            disabled={disabled}
            onChange={() => onChange({ is_default: true })}
            aria-labelledby={`${id}-name ${id}-default`}
            className="size-4 accent-[var(--primary)]"
          />
          <span id={`${id}-default`}>Default</span>
        </label>
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-switch`}
            checked={gateway.enabled}
            disabled={disabled}
            onCheckedChange={(enabled) => onChange({ enabled })}
            aria-labelledby={`${id}-name ${id}-enabled`}
          />
          <Label id={`${id}-enabled`} htmlFor={`${id}-switch`}>
            Enabled
          </Label>
        </div>
      </div>
    </li>
  );
}
