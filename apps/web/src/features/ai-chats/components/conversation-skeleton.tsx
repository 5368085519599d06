import { Skeleton } from '@/components/ui/skeleton';

/** The conversation's frame while the chat loads: header, a few messages, the composer. */
export function ConversationSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the chat" className="flex h-full flex-col">
      <div className="flex items-center gap-3 border-b border-border px-4 py-3">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-5 w-48" />
      </div>
      <div className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-6 py-6">
        <Skeleton className="ml-auto h-10 w-2/3 rounded-2xl" />
        <Skeleton className="h-24 w-5/6 rounded-2xl" />
        <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      </div>
      <div className="border-t border-border p-3">
        <Skeleton className="h-20 rounded-2xl" />
      </div>
    </div>
  );
}
