import { z } from 'zod';

export const JurisdictionSchema = z
  .object({
    id: z.uuid(),
    code: z
      .string()
      .describe('Postal code for US states and DC (NY, DC), or a short code for CPD regions (GB-EAW)'),
    name: z.string(),
    country: z.string().describe('ISO 3166-1 alpha-2 country code'),
    minutesPerCreditHour: z.number().int().describe('50 in NY and FL, 60 in most other places'),
  })
  .meta({ id: 'Jurisdiction' });
export type Jurisdiction = z.infer<typeof JurisdictionSchema>;

export const JurisdictionListSchema = z
  .object({ items: z.array(JurisdictionSchema) })
  .meta({ id: 'JurisdictionList' });
export type JurisdictionList = z.infer<typeof JurisdictionListSchema>;

export const PracticeAreaSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
  })
  .meta({ id: 'PracticeArea' });
export type PracticeArea = z.infer<typeof PracticeAreaSchema>;

export const PracticeAreaListSchema = z
  .object({ items: z.array(PracticeAreaSchema) })
  .meta({ id: 'PracticeAreaList' });
export type PracticeAreaList = z.infer<typeof PracticeAreaListSchema>;
