import {
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_REQUEST_PRIORITIES,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_STATUS_LABELS,
  type TAdminSupportDetail,
  type TAdminSupportUpdate,
} from '@inkwell/contract';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { showApiError } from '@/lib/show-api-error';
import { toast } from '@/lib/toast';
import { useUpdateSupportRequest } from '../api/update-support-request';

function changeMessage(body: TAdminSupportUpdate): string {
  return body.status
    ? `Status set to ${SUPPORT_STATUS_LABELS[body.status]}.`
    : `Priority set to ${SUPPORT_PRIORITY_LABELS[body.priority ?? 'normal']}.`;
}

/** The request's status and priority; a change saves at once and is undone if refused. */
export function RequestControls({ request }: { request: TAdminSupportDetail }) {
  const id = useId();
  const mutation = useUpdateSupportRequest();
  const update = (body: TAdminSupportUpdate) =>
    mutation.mutate(
      { id: request.id, body },
      { onSuccess: () => void toast.success(changeMessage(body)), onError: showApiError },
    );
  return (
    <div className="grid grid-cols-2 gap-3 sm:w-80">
      <div className="grid gap-1">
        <label htmlFor={`${id}-status`} className="text-xs font-medium text-muted-foreground">
          Status
        </label>
        <NativeSelect
          id={`${id}-status`}
          value={request.status}
          disabled={mutation.isPending}
          onChange={(event) => update({ status: event.target.value as TAdminSupportDetail['status'] })}
        >
          {SUPPORT_REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {SUPPORT_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-priority`} className="text-xs font-medium text-muted-foreground">
          Priority
        </label>
        <NativeSelect
          id={`${id}-priority`}
          value={request.priority}
          disabled={mutation.isPending}
          onChange={(event) => update({ priority: event.target.value as TAdminSupportDetail['priority'] })}
        >
          {SUPPORT_REQUEST_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {SUPPORT_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
