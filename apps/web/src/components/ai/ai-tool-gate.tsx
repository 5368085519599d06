import { AI_CAPABILITY_TOOLS, type TAiCapability } from '@inkwell/contract';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { useAiStatus } from '@/lib/get-ai-status';
import { NotConfiguredPanel } from './not-configured-panel';

interface AiToolGateProps {
  capability: TAiCapability;
  /** Shown while the status loads: the skeleton of what follows. */
  fallback: ReactNode;
  /** The tool's form, drawn only when it can answer. */
  children: ReactNode;
}

/**
 * A tool's form only when its model is configured; else the set-up panel, before anything is
 * typed, and no control that can only fail.
 */
export function AiToolGate({ capability, fallback, children }: AiToolGateProps) {
  const status = useAiStatus();
  return (
    <QueryState
      query={status}
      what={`whether ${AI_CAPABILITY_TOOLS[capability]} is set up`}
      fallback={fallback}
    >
      {(ready) => (ready[capability] ? children : <NotConfiguredPanel capability={capability} />)}
    </QueryState>
  );
}
