/** A form's messages by field name, one sentence each (see `readFormErrors`). */
export type TFieldErrors<F extends string> = Partial<Record<F, string>>;
