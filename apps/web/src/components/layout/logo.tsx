import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { productName } from '@/lib/product-name';
import { cn } from '@/lib/utils';

/** The ink-drop mark, drawn inline so it follows the theme colours. */
export function LogoMark({ className }: { className?: string }) {
  // A unique id per mark: a gradient defined inside a hidden twin would not paint.
  const gradientId = `inkwell-mark-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id={gradientId} x1="4" y1="2" x2="28" y2="30" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M16 6.5c3.6 4.6 6.5 8.5 6.5 12a6.5 6.5 0 0 1-13 0c0-3.5 2.9-7.4 6.5-12Z" fill="#fff" />
      <path
        d="M13.2 19.6a3 3 0 0 0 2.8 2.4"
        stroke="#6d5cf2"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('flex items-center gap-2.5 text-lg font-semibold tracking-tight', className)}
      aria-label={`${productName} home`}
    >
      <LogoMark />
      <span>{productName}</span>
    </Link>
  );
}
