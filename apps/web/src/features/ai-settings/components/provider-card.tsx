import type { TAiProvider } from '@inkwell/contract';
import { PlugZap } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { PendingButton } from '@/components/ui/pending-button';
import { useAiProviderModels } from '../api/get-ai-provider-models';
import { ConnectionResult } from './connection-result';
import { DeleteProviderDialog } from './delete-provider-dialog';
import { EditProviderDialog } from './edit-provider-dialog';

const codeClass = 'font-mono text-[0.8125rem] break-all';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

interface ProviderCardProps {
  provider: TAiProvider;
  /** The tools it serves, which a deletion leaves without a provider. */
  tools: string[];
}

/** One provider: its URL and key hint, Test connection, and Edit and Delete unless the environment set it. */
export function ProviderCard({ provider, tools }: ProviderCardProps) {
  const id = useId();
  // Fetched only by Test connection (or a model picker of the same provider): one shared answer.
  const models = useAiProviderModels(provider.id);
  const fromEnvironment = provider.source === 'environment';
  return (
    <li aria-labelledby={`${id}-name`} className="grid gap-4 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 id={`${id}-name`} className="font-semibold break-words">
            {provider.name}
          </h3>
          {fromEnvironment ? <Badge variant="outline">Read-only</Badge> : null}
        </div>
        {/* On a phone: Test connection across, Edit and Delete side by side under it. */}
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <PendingButton
            variant="outline"
            size="sm"
            className="col-span-2"
            pending={models.isFetching}
            icon={PlugZap}
            onClick={() => void models.refetch()}
          >
            Test connection <span className="sr-only">to {provider.name}</span>
          </PendingButton>
          {fromEnvironment ? null : (
            <>
              <EditProviderDialog provider={provider} />
              <DeleteProviderDialog provider={provider} tools={tools} />
            </>
          )}
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Row term="Base URL">
          <code className={codeClass}>{provider.base_url}</code>
        </Row>
        <Row term="API key">
          {provider.api_key_hint ? (
            <code className={codeClass}>{provider.api_key_hint}</code>
          ) : (
            <span className="text-muted-foreground">No key</span>
          )}
        </Row>
      </dl>
      {fromEnvironment ? (
        <p className="text-sm text-muted-foreground">
          From <code className="font-mono text-foreground">OPENAI_BASE_URL</code> /{' '}
          <code className="font-mono text-foreground">OPENAI_API_KEY</code> in the server environment. It can
          only be changed there (and the server restarted).
        </p>
      ) : null}
      <ConnectionResult query={models} />
    </li>
  );
}
