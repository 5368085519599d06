import { Link } from 'react-router';
import { MarkdownMessage } from '@/components/markdown/markdown-message';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { pages } from '@/config/pages';
import { savedCodePath } from '@/config/paths';
import type { TCodeAnswer } from '../hooks/use-code-stream';
import { CodeResultActions } from './code-result-actions';

interface CodeAnswerProps {
  answer: TCodeAnswer;
  streaming: boolean;
}

/** The answer as it is written (markdown, code highlighted), then its actions once saved. */
export function CodeAnswer({ answer, streaming }: CodeAnswerProps) {
  const { saved } = answer;
  return (
    <Card
      role="region"
      aria-labelledby="code-answer-title"
      aria-busy={streaming || undefined}
      className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="code-answer-title" className="text-lg font-semibold">
          Answer
        </h2>
        {streaming ? <span className="text-sm text-muted-foreground">Writing…</span> : null}
        {saved?.status === 'stopped' ? <Badge variant="muted">Stopped</Badge> : null}
      </div>
      {answer.text ? (
        <MarkdownMessage text={answer.text} />
      ) : (
        <p className="text-sm text-muted-foreground">{streaming ? 'Waiting for the first words…' : ''}</p>
      )}
      {saved ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
          <CodeResultActions saved={saved} />
          <p className="text-sm text-muted-foreground sm:ml-auto">
            Saved to{' '}
            <Link to={savedCodePath(saved.id)} className="font-semibold text-brand hover:underline">
              {pages.savedCodes.title}
            </Link>
          </p>
        </div>
      ) : null}
    </Card>
  );
}
