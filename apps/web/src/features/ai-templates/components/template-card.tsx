import type { TTemplate } from '@inkwell/contract';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { templatePath } from '@/config/paths';
import { TEMPLATE_ICONS, templateIconName } from '../utils/template-icons';

/** One template in the catalogue: its icon, title (the link to it), description and category. */
export function TemplateCard({ template }: { template: TTemplate }) {
  const Icon = TEMPLATE_ICONS[templateIconName(template.icon)];
  return (
    <Card className="relative grid h-full content-start gap-3 p-4 transition-colors has-[a:hover]:border-brand">
      <div className="flex items-center justify-between gap-2">
        <span className="grid size-9 place-items-center rounded-lg bg-brand/10 text-brand">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <Badge variant="soft">{template.category}</Badge>
      </div>
      <h2 className="text-base font-semibold">
        <Link
          to={templatePath(template.id)}
          className="rounded-sm focus-ring after:absolute after:inset-0 after:rounded-2xl hover:text-brand"
        >
          {template.title}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground">{template.description}</p>
    </Card>
  );
}
