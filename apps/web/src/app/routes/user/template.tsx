import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { TemplateTool } from '@/features/ai-templates/components/template-tool';
import { storeSpentBalance } from '@/features/balance/api/balance-keys';
import { GenerationsLeft } from '@/features/balance/components/generations-left';
import { readRunId } from '@/lib/read-run-id';

/** One template: its form; the result streams in below and is saved. Keyed by the template. */
export default function TemplateRoute() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const onBalance = useCallback(
    (left: number) => void storeSpentBalance(queryClient, 'template_generation_tokens', left),
    [queryClient],
  );
  return (
    <div className="mx-auto max-w-4xl">
      <TemplateTool
        key={id}
        templateId={id}
        runId={readRunId(params.get('run'))}
        balance={<GenerationsLeft capability="template_generation_tokens" />}
        onBalance={onBalance}
      />
    </div>
  );
}
