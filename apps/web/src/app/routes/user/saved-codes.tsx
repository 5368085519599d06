import { SavedCodeList } from '@/features/ai-code/components/saved-code-list';

/** My Generated Codes: every saved AI Code run. */
export default function SavedCodesRoute() {
  return (
    <div className="mx-auto max-w-4xl">
      <SavedCodeList />
    </div>
  );
}
