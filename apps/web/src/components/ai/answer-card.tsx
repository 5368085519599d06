import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MarkdownMessage } from '@/components/markdown/markdown-message';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { TStreamedAnswer } from '@/lib/use-answer-stream';

interface AnswerCardProps<TSaved extends { status: 'complete' | 'stopped' }> {
  /** The region's heading: "Answer", "Result". */
  title: string;
  answer: TStreamedAnswer<TSaved>;
  streaming: boolean;
  /** Once saved: the actions on it (Copy, Download, Regenerate). */
  actions: (saved: TSaved) => ReactNode;
  /** Once saved: where it is kept ("Saved to My Generated Codes"). */
  savedTo: (saved: TSaved) => { title: string; path: string };
}

/** An AI tool's answer as it is written (safe markdown), then its actions once saved. */
export function AnswerCard<TSaved extends { status: 'complete' | 'stopped' }>({
  title,
  answer,
  streaming,
  actions,
  savedTo,
}: AnswerCardProps<TSaved>) {
  const { saved } = answer;
  const kept = saved ? savedTo(saved) : null;
  return (
    <Card
      role="region"
      aria-labelledby="answer-card-title"
      aria-busy={streaming || undefined}
      className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="answer-card-title" className="text-lg font-semibold">
          {title}
        </h2>
        {streaming ? <span className="text-sm text-muted-foreground">Writing…</span> : null}
        {saved?.status === 'stopped' ? <Badge variant="muted">Stopped</Badge> : null}
      </div>
      {answer.text ? (
        <MarkdownMessage text={answer.text} />
      ) : (
        <p className="text-sm text-muted-foreground">{streaming ? 'Waiting for the first words…' : ''}</p>
      )}
      {saved && kept ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
          {actions(saved)}
          <p className="text-sm text-muted-foreground sm:ml-auto">
            Saved to{' '}
            <Link to={kept.path} className="font-semibold text-brand hover:underline">
              {kept.title}
            </Link>
          </p>
        </div>
      ) : null}
    </Card>
  );
}
