import { ErrorAlert } from './alert';

/**
 * A form's form-level error (`{ detail }`, keys that are not its fields, network failures): one
 * box above the fields, announced at once (role="alert"). Renders nothing without a message.
 */
export function FormAlert({ message }: { message: string | null }) {
  return message ? <ErrorAlert title={message} /> : null;
}
