import { SKELETON_COUNTS, TEST_MODE_NOTE, type TPaymentMethodsResponse } from '@inkwell/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { radioCardClassName } from '@/components/ui/radio-card-group';
import { Skeleton } from '@/components/ui/skeleton';
import { TestModeBadge } from '@/components/ui/test-mode-badge';

/** The default gateway is preselected; with none marked default, the first one. */
export function defaultGatewayId(methods: TPaymentMethodsResponse | undefined): number | null {
  return (methods?.find((method) => method.is_default) ?? methods?.[0])?.id ?? null;
}

interface GatewayListProps {
  methods: TPaymentMethodsResponse;
  value: number | null;
  onChange: (gatewayId: number) => void;
}

function GatewayList({ methods, value, onChange }: GatewayListProps) {
  const name = useId();
  if (methods.length === 0) {
    return (
      <p role="alert" className="rounded-xl border border-dashed border-border p-4 text-sm">
        No payment method is available right now. Please try again later.
      </p>
    );
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Payment method</legend>
      {methods.map((method) => {
        const checked = value === method.id;
        return (
          <label key={method.id} className={radioCardClassName(checked, 'items-center gap-3 px-4 py-3')}>
            <input
              type="radio"
              name={name}
              value={method.id}
              checked={checked}
              onChange={() => onChange(method.id)}
              className="size-4 accent-[var(--primary)]"
            />
            <img src={method.image} alt="" width={28} height={28} className="size-7 rounded-md" />
            <span className="grid flex-1 gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {method.method_name} {method.test_mode ? <TestModeBadge /> : null}
              </span>{' '}
              {method.test_mode ? (
                <span className="text-xs text-muted-foreground">{TEST_MODE_NOTE}: a demo checkout.</span>
              ) : null}
            </span>
            {checked ? <Check aria-hidden="true" className="size-4 text-brand" /> : null}
          </label>
        );
      })}
    </fieldset>
  );
}

interface GatewayOptionsProps extends Omit<GatewayListProps, 'methods'> {
  query: UseQueryResult<TPaymentMethodsResponse>;
}

/** The enabled gateways as radio cards with their logo and name. */
export function GatewayOptions({ query, value, onChange }: GatewayOptionsProps) {
  return (
    <QueryState
      query={query}
      what="the payment methods"
      errorClassName="py-6"
      fallback={
        <div role="status" aria-busy="true" aria-label="Loading payment methods" className="grid gap-2">
          {Array.from({ length: SKELETON_COUNTS.gateways }, (_, index) => (
            <Skeleton key={index} data-testid="gateway-option-skeleton" className="h-14 w-full rounded-xl" />
          ))}
        </div>
      }
    >
      {(methods) => <GatewayList methods={methods} value={value} onChange={onChange} />}
    </QueryState>
  );
}
