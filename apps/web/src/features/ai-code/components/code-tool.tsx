import type { ReactNode } from 'react';
import { AiToolGate } from '@/components/ai/ai-tool-gate';
import { AnswerFailureAlert } from '@/components/ai/answer-failure-alert';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { useSavedItem } from '@/components/saved/saved-items';
import { savedCodes } from '../api/saved-codes';
import { useCodeStream } from '../hooks/use-code-stream';
import { codeFormValues, type TCodeFormValues } from '../utils/code-form';
import { CodeAnswer } from './code-answer';
import { CodeForm } from './code-form';

interface CodeToolProps {
  /** A saved run whose request fills the form (Run again). */
  runId?: number;
  /** Under the form: the code generations left. */
  balance: ReactNode;
  /** The code generations left after an answer (the `done` event's). */
  onBalance: (balance: number) => void;
}

interface CodeWorkspaceProps extends Omit<CodeToolProps, 'runId'> {
  initialValues: TCodeFormValues;
}

function CodeWorkspace({ initialValues, balance, onBalance }: CodeWorkspaceProps) {
  const stream = useCodeStream(onBalance);
  return (
    <div className="grid gap-6">
      <Card className="p-4 sm:p-6">
        <CodeForm
          initialValues={initialValues}
          onGenerate={(request, onInvalid) => void stream.generate(request, onInvalid)}
          onStop={stream.stop}
          streaming={stream.streaming}
          stopping={stream.stopping}
          footer={balance}
        />
      </Card>
      {stream.failure ? (
        <AnswerFailureAlert capability="code" failure={stream.failure} onDismiss={stream.dismissFailure} />
      ) : null}
      {stream.answer ? <CodeAnswer answer={stream.answer} streaming={stream.streaming} /> : null}
    </div>
  );
}

/** The saved run's request in the form, once it is read. */
function RunAgain({
  runId,
  ...props
}: Required<Pick<CodeToolProps, 'runId'>> & Omit<CodeToolProps, 'runId'>) {
  const query = useSavedItem(savedCodes, runId);
  return (
    <QueryState
      query={query}
      what="the saved code"
      fallback={<ListSkeleton label="Loading the saved code" rows={3} rowClassName="h-16" />}
    >
      {(saved) => <CodeWorkspace initialValues={codeFormValues(saved)} {...props} />}
    </QueryState>
  );
}

const skeleton = <ListSkeleton label="Loading AI Code" rows={3} rowClassName="h-16" />;

/**
 * Ask for code, see it written, keep it: the form, any refusal, then the answer; the set-up
 * panel instead while AI Code has no model.
 */
export function CodeTool({ runId, ...props }: CodeToolProps) {
  return (
    <AiToolGate capability="code" fallback={skeleton}>
      {runId === undefined ? (
        <CodeWorkspace initialValues={codeFormValues()} {...props} />
      ) : (
        <RunAgain key={runId} runId={runId} {...props} />
      )}
    </AiToolGate>
  );
}
