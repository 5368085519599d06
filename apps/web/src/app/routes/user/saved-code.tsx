import { useParams } from 'react-router';
import { SavedCodeView } from '@/features/ai-code/components/saved-code-view';

/** One saved AI Code run, keyed by its id so another starts from a clean state. */
export default function SavedCodeRoute() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto max-w-4xl">
      <SavedCodeView key={id} id={id} />
    </div>
  );
}
