import { SUPPORT_TYPE_LABELS, type TSupportRequestType } from '@inkwell/contract';
import { Briefcase, LifeBuoy, Mail, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const TYPE_ICONS: Record<TSupportRequestType, LucideIcon> = {
  ticket: LifeBuoy,
  contact: Mail,
  application: Briefcase,
};

/** What a request is: a user's support request, a contact-form message or an application. */
export function TypeBadge({ type }: { type: TSupportRequestType }) {
  const Icon = TYPE_ICONS[type];
  return (
    <Badge variant={type === 'ticket' ? 'soft' : 'outline'}>
      <Icon aria-hidden="true" />
      {SUPPORT_TYPE_LABELS[type]}
    </Badge>
  );
}
