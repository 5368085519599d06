import { NotConfiguredPanel } from '@/components/ai/not-configured-panel';
import { Card } from '@/components/ui/card';
import { AssistantGallery } from '@/features/ai-chats/components/assistant-gallery';
import { ChatList } from '@/features/ai-chats/components/chat-list';
import { useAiToolReady } from '@/lib/get-ai-status';

/** How many of the user's chats this page lists at a time, above the assistants on a phone. */
const RECENT_CHATS_PAGE_SIZE = 10;

/**
 * AI Chats: the user's chats (on the left, as beside a conversation; first on a phone, so a
 * returning user finds them at once) and the assistants to start a new chat with. While AI
 * chats are not set up, the set-up panel comes first and no chat is offered.
 */
export default function AiChatsRoute() {
  const ready = useAiToolReady('chat');
  return (
    <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
      {ready === false ? <NotConfiguredPanel capability="chat" className="col-span-full" /> : null}
      <section aria-labelledby="recent-chats-title" className="lg:sticky lg:top-20">
        <Card className="grid gap-3 p-4">
          <h2 id="recent-chats-title" className="px-1 text-lg font-semibold">
            Your chats
          </h2>
          <ChatList pageSize={RECENT_CHATS_PAGE_SIZE} />
        </Card>
      </section>
      <AssistantGallery />
    </div>
  );
}
