import { SavedSpeechList } from '@/features/ai-speech/components/saved-speech-list';

/** My Text To Speeches: every speech made with Text to Speech, with its player. */
export default function SavedTextToSpeechRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <SavedSpeechList />
    </div>
  );
}
