import {
  USER_ROLES,
  ZEmailSchema,
  ZFullNameSchema,
  type TAdminUserDetail,
  type TAdminUserUpdate,
} from '@inkwell/contract';
import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The edit form's text (switches as "true"/"false"), checked with the contract's field rules. */
export const ZUserProfileFormSchema = z.object({
  full_name: ZFullNameSchema,
  email: ZEmailSchema,
  role: z.enum(USER_ROLES, 'Pick user or admin.'),
  confirmed: flag,
  blocked: flag,
});
export type TUserProfileForm = z.output<typeof ZUserProfileFormSchema>;

export function toProfileValues(user: TAdminUserDetail) {
  return {
    full_name: user.full_name,
    email: user.email,
    role: user.role as string,
    confirmed: String(user.confirmed),
    blocked: String(user.blocked),
  };
}
export type TUserProfileValues = ReturnType<typeof toProfileValues>;

/** Only what changed goes to the server, so an untouched field never trips a guard (the last admin). */
export function changedFields(user: TAdminUserDetail, form: TUserProfileForm): TAdminUserUpdate {
  const body: TAdminUserUpdate = {};
  if (form.full_name !== user.full_name) body.full_name = form.full_name;
  if (form.email !== user.email) body.email = form.email;
  if (form.role !== user.role) body.role = form.role;
  if (form.confirmed !== user.confirmed) body.confirmed = form.confirmed;
  if (form.blocked !== user.blocked) body.blocked = form.blocked;
  return body;
}

/** Whether the form's text differs from the saved account (Save waits for a change). */
export function isDirty(user: TAdminUserDetail, values: TUserProfileValues): boolean {
  const saved = toProfileValues(user);
  return (Object.keys(saved) as (keyof TUserProfileValues)[]).some(
    (key) => saved[key] !== values[key].trim(),
  );
}
