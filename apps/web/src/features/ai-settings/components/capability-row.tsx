import {
  AI_CAPABILITY_ENV,
  AI_CAPABILITY_TOOLS,
  type TAiCapabilitySetting,
  type TAiProvider,
} from '@inkwell/contract';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { servingProvider } from '../utils/ai-settings-view';
import { CapabilityForm } from './capability-form';

interface CapabilityRowProps {
  setting: TAiCapabilitySetting;
  providers: TAiProvider[];
}

/** One AI tool: whether it is ready and with what, then its controls (none when the environment decides). */
export function CapabilityRow({ setting, providers }: CapabilityRowProps) {
  const id = useId();
  const tool = AI_CAPABILITY_TOOLS[setting.capability];
  const provider = servingProvider(setting, providers);
  return (
    <li aria-labelledby={`${id}-tool`} className="grid gap-4 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <h3 id={`${id}-tool`} className="font-semibold">
          {tool}
        </h3>
        {provider ? <Badge variant="success">Ready</Badge> : <Badge variant="destructive">Not set up</Badge>}
        {provider ? (
          <p className="min-w-0 text-sm break-all text-muted-foreground">
            {provider.name} ·{' '}
            <code className="font-mono text-[0.8125rem] text-foreground">{setting.model}</code>
          </p>
        ) : null}
      </div>
      {setting.source === 'environment' ? (
        <p className="text-sm text-muted-foreground">
          Set by <code className="font-mono text-foreground">{AI_CAPABILITY_ENV[setting.capability]}</code> in
          the server environment. It can only be changed there (and the server restarted).
        </p>
      ) : providers.length > 0 ? (
        // A new saved provider (or none, after a Clear or a deletion) starts the form afresh.
        <CapabilityForm
          key={setting.provider_id ?? ''}
          setting={setting}
          providers={providers}
          tool={tool}
          toolId={`${id}-tool`}
        />
      ) : null}
    </li>
  );
}
