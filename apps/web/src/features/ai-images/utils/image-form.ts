import { ZImageRequestSchema, type TImageOptions } from '@inkwell/contract';
import { z } from 'zod';

/** The form's fields, all text as the controls hold them. */
export type TImageFormValues = {
  prompt: string;
  size: string;
  n: string;
  style: string;
  quality: string;
};

/** What the server is sent: the count as a number, an unpicked style or quality left out. */
export function toImageRequest(values: unknown): unknown {
  const { prompt, size, n, style, quality } = values as TImageFormValues;
  return {
    prompt,
    size,
    n: Number(n),
    ...(style ? { style } : {}),
    ...(quality ? { quality } : {}),
  };
}

/** The contract's request schema, read from the form's fields. */
export const ZImageFormSchema = z.preprocess(toImageRequest, ZImageRequestSchema);

/** The form's first values: the model's default size, one image, its first style and quality. */
export function imageFormValues(options: TImageOptions): TImageFormValues {
  return {
    prompt: '',
    size: options.default_size ?? options.sizes[0] ?? '',
    n: '1',
    style: options.styles[0]?.id ?? '',
    quality: options.qualities[0]?.id ?? '',
  };
}
