import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

/**
 * A collapsed sidebar's label beside its icon (a Radix tooltip). Loaded only once the sidebar is
 * collapsed to icons, so the user area's first load carries no tooltip or floating-ui code.
 */
export default function SidebarTooltip({ tooltip, children }: { tooltip: string; children: ReactElement }) {
  return (
    <TooltipProvider delayDuration={0}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side="right" align="center">
          {tooltip}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
