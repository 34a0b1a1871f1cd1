import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['up', 'down']),
    version: z.string(),
    time: z.string(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

const ReadinessCheckSchema = z.object({
  ready: z.boolean(),
  /** What is in use or what is wrong: `serving`, `draining`, `up`, `down`, `smtp`, `outbox`, `stripe`, `off`, ... */
  detail: z.string(),
});

export const ReadinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      /** `serving`, or `draining` once the instance was asked to stop. */
      server: ReadinessCheckSchema,
      database: ReadinessCheckSchema,
      jobs: ReadinessCheckSchema,
      mail: ReadinessCheckSchema,
      payments: ReadinessCheckSchema,
    }),
    version: z.string(),
    time: z.string(),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;
