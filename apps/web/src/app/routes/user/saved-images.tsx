import { SavedImageGallery } from '@/features/ai-images/components/saved-image-gallery';

/** My Images: every image made with AI Images. */
export default function SavedImagesRoute() {
  return (
    <div className="mx-auto max-w-6xl">
      <SavedImageGallery />
    </div>
  );
}
