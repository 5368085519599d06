import { useParams } from 'react-router';
import { SavedTranscriptionView } from '@/features/ai-transcription/components/saved-transcription-view';

/** One saved transcription, keyed by its id so another starts from a clean state. */
export default function SavedTranscriptionRoute() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto max-w-4xl">
      <SavedTranscriptionView key={id} id={id} />
    </div>
  );
}
