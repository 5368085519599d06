import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const fieldControlClass =
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-[border-color,box-shadow] focus-ring placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClass, 'h-10', className)} {...props} />;
}
