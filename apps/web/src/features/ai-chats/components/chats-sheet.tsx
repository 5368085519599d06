import { Plus } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { ChatList, CHATS_PAGE_SIZE } from './chat-list';

interface ChatsSheetProps {
  trigger: ReactElement;
  defaultOpen: boolean;
  currentId: number;
}

/** The user's chats below 1024 px, in a sheet from the left; loaded on first open (decision 018). */
export default function ChatsSheet({ trigger, defaultOpen, currentId }: ChatsSheetProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent
        side="left"
        closeLabel="Close chats"
        className="gap-4 p-4 pt-5"
        // Escape in a chat's title form cancels the renaming (the form's own key), not the sheet.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('form')) event.preventDefault();
        }}
      >
        <SheetTitle>Your chats</SheetTitle>
        <SheetDescription>Open another chat or search them by title.</SheetDescription>
        <Button asChild variant="ghost" size="sm" className="self-start">
          <Link to={paths.aiChats} onClick={() => setOpen(false)}>
            <Plus aria-hidden="true" />
            New chat
          </Link>
        </Button>
        <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
          <ChatList pageSize={CHATS_PAGE_SIZE} currentId={currentId} onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
