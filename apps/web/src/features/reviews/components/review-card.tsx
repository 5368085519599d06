import type { TReview } from '@inkwell/contract';
import { Quote } from 'lucide-react';
import { useState } from 'react';
import { StarRating } from './star-rating';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function Avatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-sm font-semibold text-brand"
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={44}
      height={44}
      onError={() => setFailed(true)}
      className="size-11 shrink-0 rounded-full object-cover ring-2 ring-background"
    />
  );
}

export function ReviewCard({ review }: { review: TReview }) {
  return (
    <figure className="relative flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-[0_1px_2px_rgb(15_18_34/0.04),0_12px_32px_-24px_rgb(15_18_34/0.3)]">
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-8 text-brand/15" />
      <StarRating rating={review.rating} />
      <blockquote className="flex-1 text-[0.95rem] leading-relaxed text-pretty">
        <p>{review.review}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t border-border pt-5">
        <Avatar src={review.avatar} name={review.name} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{review.name}</p>
          <p className="text-sm text-muted-foreground">{review.job}</p>
        </div>
      </figcaption>
    </figure>
  );
}
