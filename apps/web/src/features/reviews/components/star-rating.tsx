import { Star, StarHalf } from 'lucide-react';
import { MAX_RATING, roundToHalf, starFills } from '../utils/round-to-half';

export function StarRating({ rating }: { rating: number }) {
  const rounded = roundToHalf(rating);
  return (
    <div
      role="img"
      aria-label={`Rated ${rounded} out of ${MAX_RATING}`}
      className="flex items-center gap-0.5"
    >
      {starFills(rating).map((fill, index) => (
        <span key={index} data-fill={fill} className="relative inline-flex size-4">
          <Star aria-hidden="true" className="size-4 text-star/35" strokeWidth={1.75} />
          {fill === 'full' ? (
            <Star
              aria-hidden="true"
              className="absolute inset-0 size-4 fill-star text-star"
              strokeWidth={1.75}
            />
          ) : null}
          {fill === 'half' ? (
            <StarHalf
              aria-hidden="true"
              className="absolute inset-0 size-4 fill-star text-star"
              strokeWidth={1.75}
            />
          ) : null}
        </span>
      ))}
    </div>
  );
}
