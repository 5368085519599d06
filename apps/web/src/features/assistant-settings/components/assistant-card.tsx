import type { TAdminAssistant, TChatSummary } from '@inkwell/contract';
import { ImageUp, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { AssistantAvatar } from '@/components/ai/assistant-avatar';
import { MoveButtons } from '@/components/catalogue/move-buttons';
import type { TCatalogueRemoval } from '@/components/catalogue/remove-item-dialog';
import type { TItemMove } from '@/components/catalogue/reorderable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format-price';
import { AssistantAvatarForm } from './assistant-avatar-form';
import { AssistantForm } from './assistant-form';
import { RemoveAssistantButton } from './remove-assistant-button';
import { TryAssistantButton } from './try-assistant-button';

export interface TAssistantCardEvents {
  /** Something users see changed (saved, picture, order, removal). */
  onChanged: () => void;
  onRemoved: (removal: TCatalogueRemoval) => void;
  /** Try it opened a test chat. */
  onTried: (chat: TChatSummary) => void;
}

interface AssistantCardProps extends TAssistantCardEvents {
  assistant: TAdminAssistant;
  categories: string[];
  /** Its Move up / Move down, from the list. */
  move: TItemMove;
}

type TPanel = 'edit' | 'picture';

/** One assistant as users see it, its chats and its actions; Edit and Picture open their form below. */
export function AssistantCard({
  assistant,
  categories,
  move,
  onChanged,
  onRemoved,
  onTried,
}: AssistantCardProps) {
  const [panel, setPanel] = useState<TPanel | null>(null);
  const panelId = useId();
  const buttonId = (name: TPanel) => `${panelId}-${name}`;
  const closePanel = () => {
    if (panel) document.getElementById(buttonId(panel))?.focus();
    setPanel(null);
  };
  /** Edit and Picture each open their form below, in the one place for it. */
  const panelButton = (name: TPanel) => ({
    id: buttonId(name),
    'aria-expanded': panel === name,
    'aria-controls': panel === name ? panelId : undefined,
    onClick: () => setPanel((open) => (open === name ? null : name)),
  });
  return (
    <li className="grid gap-3 rounded-xl border border-border p-4" aria-label={assistant.name}>
      <div className="flex items-start gap-3">
        <AssistantAvatar src={assistant.avatar} className="size-12" />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-semibold">{assistant.name}</h3>
            <Badge variant="outline">{assistant.category}</Badge>
            {assistant.active ? null : <Badge variant="muted">Hidden</Badge>}
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{assistant.description}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">
          {assistant.chats === 1 ? '1 chat' : `${formatCount(assistant.chats)} chats`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" {...panelButton('edit')}>
            <Pencil aria-hidden="true" />
            Edit <span className="sr-only">{assistant.name}</span>
          </Button>
          <Button variant="outline" size="sm" {...panelButton('picture')}>
            <ImageUp aria-hidden="true" />
            Picture <span className="sr-only">of {assistant.name}</span>
          </Button>
          <TryAssistantButton assistant={assistant} onTried={onTried} />
          <MoveButtons {...move} id={assistant.id} name={assistant.name} />
          <RemoveAssistantButton assistant={assistant} onRemoved={onRemoved} />
        </div>
      </div>
      {panel ? (
        <div id={panelId} className="mt-1 border-t border-border pt-4">
          {panel === 'edit' ? (
            <AssistantForm
              assistant={assistant}
              categories={categories}
              onClose={closePanel}
              onSaved={onChanged}
            />
          ) : (
            <AssistantAvatarForm assistant={assistant} onClose={closePanel} onSaved={onChanged} />
          )}
        </div>
      ) : null}
    </li>
  );
}
