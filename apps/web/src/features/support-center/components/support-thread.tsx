import type { TAdminSupportMessage } from '@inkwell/contract';
import { MessageBubble } from './message-bubble';

/** The messages in the order they were written, internal notes among them. */
export function SupportThread({ messages }: { messages: TAdminSupportMessage[] }) {
  return (
    <ol aria-label="Messages" className="grid gap-3">
      {messages.map((message) => (
        <li key={message.id}>
          <MessageBubble message={message} />
        </li>
      ))}
    </ol>
  );
}
