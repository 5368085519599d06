import { z } from 'zod';

export const ZHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  dialect: z.enum(['sqlite', 'postgres']),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;
