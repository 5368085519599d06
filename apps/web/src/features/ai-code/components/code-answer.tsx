import { AnswerCard } from '@/components/ai/answer-card';
import { pages } from '@/config/pages';
import { savedCodePath } from '@/config/paths';
import type { TCodeAnswer } from '../hooks/use-code-stream';
import { CodeResultActions } from './code-result-actions';

interface CodeAnswerProps {
  answer: TCodeAnswer;
  streaming: boolean;
}

/** The answer as it is written (markdown, code highlighted), then Copy code and Download. */
export function CodeAnswer({ answer, streaming }: CodeAnswerProps) {
  return (
    <AnswerCard
      title="Answer"
      answer={answer}
      streaming={streaming}
      actions={(saved) => <CodeResultActions saved={saved} />}
      savedTo={(saved) => ({ title: pages.savedCodes.title, path: savedCodePath(saved.id) })}
    />
  );
}
