import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const TooltipProvider = TooltipPrimitive.Provider;

/**
 * Radix's tooltip with its open state held here. Left to itself, Radix announces an opening (to
 * close every other tooltip) from an effect, which Preact (decision 054) runs after the opened
 * content has mounted and started listening for openings: the tooltip closed itself at once.
 * Held here, the opening is announced in the focus or pointer event, before the content exists.
 */
export function Tooltip({
  open,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Root>) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  return (
    <TooltipPrimitive.Root
      {...props}
      open={open ?? ownOpen}
      onOpenChange={(next) => {
        setOwnOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  // No portal: the tooltip stays inside its trigger's landmark (the sidebar's nav), like the menus.
  return (
    <TooltipPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md',
        className,
      )}
      {...props}
    />
  );
}
