import { cn } from '@/lib/utils';
import { REPLY_KIND_LABELS, type TReplyKind } from '../utils/reply-kind';

interface ReplyKindPickerProps {
  value: TReplyKind;
  onChange: (kind: TReplyKind) => void;
  disabled?: boolean;
}

const KINDS: TReplyKind[] = ['reply', 'note'];

/** Reply or internal note, as a segmented pair of radio buttons. */
export function ReplyKindPicker({ value, onChange, disabled }: ReplyKindPickerProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="sr-only">What to write</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-muted/60 p-1 sm:inline-grid">
        {KINDS.map((kind) => (
          <label
            key={kind}
            className={cn(
              'flex cursor-pointer items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-medium text-muted-foreground transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring hover:text-foreground',
              value === kind && 'bg-background text-foreground shadow-xs',
              value === kind && kind === 'note' && 'bg-star/20',
            )}
          >
            <input
              type="radio"
              name="support-reply-kind"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="sr-only"
            />
            {REPLY_KIND_LABELS[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
