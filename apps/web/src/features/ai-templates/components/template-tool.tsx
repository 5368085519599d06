import type { TTemplate, TTemplateRunRequest } from '@inkwell/contract';
import { useRef, type ReactNode } from 'react';
import { AnswerCard } from '@/components/ai/answer-card';
import { AiToolGate } from '@/components/ai/ai-tool-gate';
import { AnswerFailureAlert } from '@/components/ai/answer-failure-alert';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { pages } from '@/config/pages';
import { savedTemplatePath } from '@/config/paths';
import { httpStatus } from '@/lib/http-status';
import { useSavedItem } from '@/components/saved/saved-items';
import { savedTemplates } from '../api/saved-templates';
import { useTemplate } from '../api/get-template';
import { useTemplateStream } from '../hooks/use-template-stream';
import { templateFormValues, type TTemplateFormValues } from '../utils/template-form';
import { TemplateForm } from './template-form';
import { TemplateNotFound } from './template-not-found';
import { TemplateResultActions } from './template-result-actions';

interface TemplateToolProps {
  templateId: number;
  /** A saved run whose values and options fill the form (Run again). */
  runId?: number;
  /** Under the form: the template generations left. */
  balance: ReactNode;
  /** The template generations left after a run (the `done` event's). */
  onBalance: (balance: number) => void;
}

type TWorkspaceProps = Omit<TemplateToolProps, 'templateId' | 'runId'> & {
  template: TTemplate;
  initialValues: TTemplateFormValues;
};

/** A run as last asked: Regenerate asks it again. */
interface TLastRun {
  request: TTemplateRunRequest;
  onInvalid: (error: unknown) => void;
}

const skeleton = (label: string) => <ListSkeleton label={label} rows={3} rowClassName="h-16" />;

function TemplateWorkspace({ template, initialValues, balance, onBalance }: TWorkspaceProps) {
  const stream = useTemplateStream(onBalance);
  const lastRun = useRef<TLastRun | null>(null);
  const generate = (request: TTemplateRunRequest, onInvalid: (error: unknown) => void) => {
    lastRun.current = { request, onInvalid };
    void stream.generate({ templateId: template.id, request }, onInvalid);
  };
  const regenerate = () => {
    if (lastRun.current) generate(lastRun.current.request, lastRun.current.onInvalid);
  };
  return (
    <div className="grid gap-6">
      <Card className="grid gap-5 p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{template.title}</h2>
          <p className="text-sm text-muted-foreground">{template.description}</p>
        </div>
        <AiToolGate capability="template" fallback={skeleton('Loading the form')}>
          <TemplateForm
            template={template}
            initialValues={initialValues}
            onGenerate={generate}
            onStop={stream.stop}
            streaming={stream.streaming}
            stopping={stream.stopping}
            footer={balance}
          />
        </AiToolGate>
      </Card>
      {stream.failure ? (
        <AnswerFailureAlert
          capability="template"
          failure={stream.failure}
          onDismiss={stream.dismissFailure}
        />
      ) : null}
      {stream.answer ? (
        <AnswerCard
          title="Result"
          answer={stream.answer}
          streaming={stream.streaming}
          actions={(saved) => <TemplateResultActions saved={saved} onRegenerate={regenerate} />}
          savedTo={(saved) => ({ title: pages.savedTemplates.title, path: savedTemplatePath(saved.id) })}
        />
      ) : null}
    </div>
  );
}

/** The saved run's values in the form, once it is read. */
function RunAgain({ runId, ...props }: Omit<TWorkspaceProps, 'initialValues'> & { runId: number }) {
  const query = useSavedItem(savedTemplates, runId);
  return (
    <QueryState query={query} what="the saved template" fallback={skeleton('Loading the saved template')}>
      {(saved) => <TemplateWorkspace initialValues={templateFormValues(props.template, saved)} {...props} />}
    </QueryState>
  );
}

/** A template: its form, any refusal, then the result as it is written. */
export function TemplateTool({ templateId, runId, ...props }: TemplateToolProps) {
  const valid = Number.isSafeInteger(templateId) && templateId > 0;
  const query = useTemplate(templateId, { enabled: valid });
  if (!valid || httpStatus(query.error) === 404) return <TemplateNotFound />;
  return (
    <QueryState query={query} what="this template" fallback={skeleton('Loading the template')}>
      {(template) =>
        runId === undefined ? (
          <TemplateWorkspace template={template} initialValues={templateFormValues(template)} {...props} />
        ) : (
          <RunAgain key={runId} runId={runId} template={template} {...props} />
        )
      }
    </QueryState>
  );
}
