import type { TAdminSupportDetail } from '@inkwell/contract';
import { Mail, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { userInfoPath } from '@/config/paths';

/** An application's details in the order and words the form asked for them. */
const DETAIL_LABELS: Record<string, string> = {
  company: 'Company',
  website: 'Website',
  team_size: 'Team size',
};

const HIDDEN_DETAILS = new Set(['kind']);

function DetailValue({ name, value }: { name: string; value: string }) {
  if (name === 'website' && /^https?:\/\//i.test(value)) {
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="rounded-sm break-all text-brand focus-ring hover:underline"
      >
        {value}
      </a>
    );
  }
  return <span className="break-words">{value || '—'}</span>;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

/** Who asked: name, email, whether they have an account, and an application's company. */
export function AskerCard({ request }: { request: TAdminSupportDetail }) {
  // An application's kind is its category, already in the header.
  const details = Object.entries(request.details ?? {})
    .filter(([name]) => !HIDDEN_DETAILS.has(name))
    .sort(([a], [b]) => Object.keys(DETAIL_LABELS).indexOf(a) - Object.keys(DETAIL_LABELS).indexOf(b));
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-4 p-4 sm:p-5">
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        <UserRound aria-hidden="true" className="size-4 text-brand" />
        From
      </h2>
      <dl className="grid gap-3">
        <Row term="Name">
          <span className="break-words">{request.name}</span>
        </Row>
        <Row term="Email">
          <a
            href={`mailto:${request.email}`}
            className="inline-flex max-w-full items-center gap-1.5 rounded-sm break-all text-brand focus-ring hover:underline"
          >
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            {request.email}
          </a>
        </Row>
        <Row term="Account">
          {request.user_id !== null ? (
            <>
              Registered user ·{' '}
              <Link
                to={userInfoPath(request.user_id)}
                className="rounded-sm text-brand focus-ring hover:underline"
              >
                View user #{request.user_id}
              </Link>
            </>
          ) : (
            'Visitor (no account)'
          )}
        </Row>
        {details.map(([name, value]) => (
          <Row key={name} term={DETAIL_LABELS[name] ?? name}>
            <DetailValue name={name} value={value} />
          </Row>
        ))}
      </dl>
    </Card>
  );
}
