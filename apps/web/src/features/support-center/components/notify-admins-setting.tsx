import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/ui/query-state';
import { Switch } from '@/components/ui/switch';
import { showApiError } from '@/lib/show-api-error';
import { toast } from '@/lib/toast';
import { useSupportSettings } from '../api/get-support-settings';
import { useSaveSupportSettings } from '../api/save-support-settings';

export const NOTIFY_ADMINS_LABEL = 'Email admins about each new request';

/** One switch: every admin gets an email for each new request. It saves at once. */
export function NotifyAdminsSetting() {
  const id = useId();
  const query = useSupportSettings();
  const mutation = useSaveSupportSettings();
  return (
    <Card className="flex items-center gap-3 p-4 sm:px-5">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand">
        <BellRing aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <label id={`${id}-label`} htmlFor={`${id}-switch`} className="text-sm font-medium">
          {NOTIFY_ADMINS_LABEL}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Every admin gets an email when a user, a visitor or an applicant writes in.
        </p>
      </div>
      <QueryState
        query={query}
        what="the email setting"
        compact
        fallback={
          <div role="status" aria-busy="true" aria-label="Loading the email setting">
            <Skeleton className="h-6 w-11 rounded-full" />
          </div>
        }
      >
        {(settings) => (
          <Switch
            id={`${id}-switch`}
            aria-describedby={`${id}-hint`}
            checked={mutation.isPending ? mutation.variables.notify_admins : settings.notify_admins}
            disabled={mutation.isPending}
            onCheckedChange={(notify_admins) =>
              mutation.mutate(
                { notify_admins },
                {
                  onSuccess: () =>
                    void toast.success(
                      notify_admins
                        ? 'Admins will get an email for each new request.'
                        : 'Admins will no longer get an email for new requests.',
                    ),
                  onError: showApiError,
                },
              )
            }
          />
        )}
      </QueryState>
    </Card>
  );
}
