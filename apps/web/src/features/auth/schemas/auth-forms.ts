import { z } from 'zod';

/** DESIGN.md §4: passwords are 8 to 128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z.string().trim().max(254, 'Email is too long.').pipe(z.email('Enter a valid email address.'));

export const ZLoginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password.').max(PASSWORD_MAX, 'Password is too long.'),
});
export type TLoginForm = z.infer<typeof ZLoginFormSchema>;

export const ZSignUpFormSchema = z.object({
  full_name: z.string().trim().min(1, 'Please enter your full name.').max(120, 'Name is too long.'),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`),
});
export type TSignUpForm = z.infer<typeof ZSignUpFormSchema>;
