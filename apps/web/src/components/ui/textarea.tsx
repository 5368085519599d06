import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldControlClass } from './input';

export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldControlClass, 'resize-y py-2.5', className)} {...props} />;
}
