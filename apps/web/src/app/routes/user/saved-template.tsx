import { useParams } from 'react-router';
import { SavedTemplateView } from '@/features/ai-templates/components/saved-template-view';

/** One saved template run, keyed by its id so another starts from a clean state. */
export default function SavedTemplateRoute() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto max-w-4xl">
      <SavedTemplateView key={id} id={id} />
    </div>
  );
}
