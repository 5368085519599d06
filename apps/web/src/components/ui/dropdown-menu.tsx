import { Check } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

/**
 * The open menu, rendered where its trigger is (no portal), so it stays inside the trigger's
 * landmark (the header) for assistive technology.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-40 overflow-hidden rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg shadow-black/10',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

/** A menu item: a command (`onSelect`) or, with `asChild`, a link. */
export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-default items-center gap-2 rounded-lg px-2 py-2 text-sm focus-ring select-none focus-visible:outline-offset-[-2px] data-highlighted:bg-muted [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={cn(
        'relative flex cursor-default items-center gap-2 rounded-lg py-2 pr-8 pl-2 text-sm focus-ring select-none focus-visible:outline-offset-[-2px] data-highlighted:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground',
        className,
      )}
      {...props}
    >
      {children}
      <Menu.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check className="!text-brand" aria-hidden="true" />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}
