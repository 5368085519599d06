import type { TChatSummary } from '@inkwell/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState, type ReactElement } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import DeleteChatDialog from './delete-chat-dialog';

export interface TChatActionsProps {
  chat: TChatSummary;
  /** The chat is the one on screen: deleting it goes back to the chats. */
  current: boolean;
  /** Rename picked: the list item shows the title's form (which takes the focus). */
  onRename: () => void;
}

/** A chat's actions in a list, Rename and Delete; loaded on first open (decision 018). */
export default function ChatActionsMenu({
  chat,
  current,
  onRename,
  trigger,
  defaultOpen,
}: TChatActionsProps & { trigger: ReactElement; defaultOpen: boolean }) {
  const [deleting, setDeleting] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Set when an item moves the focus itself (into the form or the dialog), so closing the menu does not take it back.
  const focusMoved = useRef(false);
  const choose = (action: () => void) => () => {
    focusMoved.current = true;
    action();
  };
  return (
    <>
      <DropdownMenu modal={false} defaultOpen={defaultOpen}>
        <DropdownMenuTrigger ref={triggerRef} asChild>
          {trigger}
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(event) => {
            if (!focusMoved.current) return;
            focusMoved.current = false;
            event.preventDefault();
          }}
        >
          <DropdownMenuItem onSelect={choose(onRename)}>
            <Pencil aria-hidden="true" />
            Rename
          </DropdownMenuItem>
          <DropdownMenuItem className="text-destructive" onSelect={choose(() => setDeleting(true))}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteChatDialog
        chat={chat}
        current={current}
        open={deleting}
        onOpenChange={setDeleting}
        returnFocus={triggerRef}
      />
    </>
  );
}
