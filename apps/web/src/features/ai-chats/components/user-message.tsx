import type { TChatMessage } from '@inkwell/contract';
import { CopyTextButton } from '@/components/ui/copy-text-button';

/** What the user wrote: a bubble on the right, as typed (line breaks and spaces kept). */
export function UserMessage({ message }: { message: TChatMessage }) {
  return (
    <article aria-label="You said" className="group flex flex-col items-end gap-1 pl-10 sm:pl-16">
      <div className="max-w-full rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-sm leading-relaxed whitespace-pre-wrap text-primary-foreground wrap-anywhere">
        {message.content}
      </div>
      <CopyTextButton
        label="Copy message"
        readText={() => message.content}
        className="opacity-100 transition-opacity focus-within:opacity-100 sm:opacity-0 sm:group-hover:opacity-100"
      />
    </article>
  );
}
