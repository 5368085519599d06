import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CodeTool } from '@/features/ai-code/components/code-tool';
import { storeSpentBalance } from '@/features/balance/api/balance-keys';
import { GenerationsLeft } from '@/features/balance/components/generations-left';
import { readRunId } from '@/lib/read-run-id';

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
        balance={<GenerationsLeft capability="code_generation_tokens" />}
        onBalance={onBalance}
      />
    </div>
  );
}
