import { ADMIN_TEST_CHAT_WORDS } from '@inkwell/contract';
import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Marks an admin's "try it" chat: "Admin test" in its header, "Test" (`short`) in a list. */
export function AdminTestBadge({ short = false }: { short?: boolean }) {
  return (
    <Badge variant="outline" className="shrink-0 border-dashed">
      <FlaskConical aria-hidden="true" />
      {short ? ADMIN_TEST_CHAT_WORDS.short : ADMIN_TEST_CHAT_WORDS.label}
    </Badge>
  );
}
