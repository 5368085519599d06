import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

interface SupportFormAlertProps {
  /** The form-level message (`useZodForm`'s `formError`). */
  message: string | null;
  /** The refusal's status: a 402 (no support requests left) links to where more are bought. */
  status: number | undefined;
}

/** A support form's refusal in the server's words; out of support requests, with Buy more. */
export function SupportFormAlert({ message, status }: SupportFormAlertProps) {
  if (!message) return null;
  return (
    <ErrorAlert title={message}>
      {status === 402 ? (
        <Link to={paths.currentPlan} className="font-semibold text-brand hover:underline">
          Buy more
        </Link>
      ) : null}
    </ErrorAlert>
  );
}
