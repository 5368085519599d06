import { SavedTemplateList } from '@/features/ai-templates/components/saved-template-list';

/** My Templates: every saved template run. */
export default function SavedTemplatesRoute() {
  return (
    <div className="mx-auto max-w-4xl">
      <SavedTemplateList />
    </div>
  );
}
