import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A chat id that is not one of the signed-in user's chats (deleted, or someone else's). */
export function ChatNotFound() {
  return (
    <Card className="m-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-xl font-semibold">Chat not found</h2>
      <p className="text-sm text-muted-foreground">
        This chat doesn’t exist any more or belongs to another account.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.aiChats}>Go to your chats</Link>
      </Button>
    </Card>
  );
}
