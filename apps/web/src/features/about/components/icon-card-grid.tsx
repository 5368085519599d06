import { cn } from '@/lib/utils';
import type { AboutItem } from '../content/about';

export function IconCardGrid({ items, columns = 3 }: { items: AboutItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        'grid gap-5 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-xs">
          <span className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}
