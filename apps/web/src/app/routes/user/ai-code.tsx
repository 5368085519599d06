import { capabilityNoun } from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CodeTool } from '@/features/ai-code/components/code-tool';
import { storeSpentBalance } from '@/features/balance/api/balance-keys';
import { useBalance } from '@/features/balance/api/get-balance';
import { formatCount } from '@/lib/format-price';

/** What is left to generate with, under the form; updated by every answer's `done` event. */
function CodeGenerationsLeft() {
  const left = useBalance().data?.balances.code_generation_tokens;
  return (
    <p className="min-h-4 text-xs text-muted-foreground tabular-nums">
      {left === undefined
        ? null
        : `${formatCount(left)} ${capabilityNoun('code_generation_tokens', left)} left`}
    </p>
  );
}

/** `?run=<id>`: a saved run to fill the form with; anything else is ignored. */
function readRunId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** AI Code: write, explain, fix or convert code; the answer streams in below and is saved. */
export default function AiCodeRoute() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const onBalance = useCallback(
    (left: number) => void storeSpentBalance(queryClient, 'code_generation_tokens', left),
    [queryClient],
  );
  return (
    <div className="mx-auto max-w-4xl">
      <CodeTool
        runId={readRunId(params.get('run'))}
        balance={<CodeGenerationsLeft />}
        onBalance={onBalance}
      />
    </div>
  );
}
