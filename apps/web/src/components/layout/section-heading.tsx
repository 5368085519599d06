import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** The heading's id, so the section can name itself with aria-labelledby. */
  id?: string;
  align?: 'center' | 'left';
  as?: 'h1' | 'h2';
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
  align = 'center',
  as: Heading = 'h2',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('grid max-w-2xl gap-3', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p> : null}
      <Heading
        id={id}
        className={cn(
          'font-semibold tracking-tight text-balance',
          Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {description ? (
        <p className="text-base text-pretty text-muted-foreground sm:text-lg">{description}</p>
      ) : null}
    </div>
  );
}
