import { SavedTranscriptionList } from '@/features/ai-transcription/components/saved-transcription-list';

/** My Speech To Text: every transcription made with Speech to Text. */
export default function SavedSpeechToTextRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <SavedTranscriptionList />
    </div>
  );
}
