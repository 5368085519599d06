import type { TImageResult } from '@inkwell/contract';
import { Link } from 'react-router';
import { InfoAlert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { partialResultMessage } from '../utils/image-labels';
import { GenerationProgress } from './generation-progress';
import { ImageGrid } from './image-grid';
import { ImageGridSkeleton } from './image-grid-skeleton';

interface ImageResultsProps {
  /** While the images are made: how many were asked for. */
  generating: number | null;
  result: TImageResult | undefined;
}

/** The images just made: a progress line and placeholder tiles, then the images and where they are kept. */
export function ImageResults({ generating, result }: ImageResultsProps) {
  if (generating === null && !result) return null;
  const partial =
    result && generating === null ? partialResultMessage(result.images.length, result.requested) : null;
  return (
    <Card
      role="region"
      aria-labelledby="image-results-title"
      aria-busy={generating !== null || undefined}
      className="grid gap-4 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="image-results-title" className="text-lg font-semibold">
          New images
        </h2>
        {result && generating === null ? (
          <p className="text-sm text-muted-foreground">
            Saved to{' '}
            <Link to={paths.savedImages} className="font-semibold text-brand hover:underline">
              {pages.savedImages.title}
            </Link>
          </p>
        ) : null}
      </div>
      {generating !== null ? (
        <>
          <GenerationProgress count={generating} />
          <ImageGridSkeleton label="Images on their way" tiles={generating} />
        </>
      ) : result ? (
        <>
          {partial ? <InfoAlert title={partial} /> : null}
          {result.images.length > 0 ? <ImageGrid images={result.images} label="New images" /> : null}
        </>
      ) : null}
    </Card>
  );
}
