import { z } from 'zod';

/** GA4 measurement ids look like G-XXXXXXXXXX. */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;

export const analyticsConfigSchema = z
  .object({
    measurement_id: z
      .string()
      .regex(MEASUREMENT_ID_PATTERN)
      .nullable()
      .describe(
        'GA4 measurement id; null when the operator configured none (the app then loads no analytics)',
      ),
  })
  .meta({ id: 'AnalyticsConfig' });
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;
