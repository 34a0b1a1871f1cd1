import { z } from 'zod';
import { JurisdictionCodeSchema, SlugSchema } from './courses.js';
import { JurisdictionSchema, PracticeAreaSchema } from './taxonomy.js';

const IsoDateSchema = z.iso.date();

/** A lawyer's admission in one jurisdiction (GET/POST /api/jurisdiction, PUT/DELETE /api/jurisdiction/{id}). */
export const UserJurisdictionSchema = z
  .object({
    id: z.uuid(),
    jurisdiction: JurisdictionSchema,
    barNumber: z.string(),
    admittedOn: IsoDateSchema.nullable(),
    birthDate: IsoDateSchema.nullable().describe(
      'Places the reporting period where the bar ties it to the birth date (NY)',
    ),
    birthMonth: z
      .number()
      .int()
      .nullable()
      .describe('Places the reporting period where the bar ties it to the birth month (TX, NJ)'),
    complianceGroup: z
      .string()
      .nullable()
      .describe('Compliance group where the bar uses one (CA: G1–G3 by last name; PA: the assigned group)'),
    cycleEndsOn: IsoDateSchema.nullable().describe(
      'The last day of one of the reporting cycles where the bar assigns it (FL)',
    ),
  })
  .meta({ id: 'UserJurisdiction' });
export type UserJurisdiction = z.infer<typeof UserJurisdictionSchema>;

export const UserJurisdictionListSchema = z
  .object({ items: z.array(UserJurisdictionSchema) })
  .meta({ id: 'UserJurisdictionList' });
export type UserJurisdictionList = z.infer<typeof UserJurisdictionListSchema>;

const AdmissionFieldsSchema = z.object({
  barNumber: z.string().trim().min(1, 'Enter your bar or registration number').max(40),
  admittedOn: IsoDateSchema.nullable().optional(),
  birthDate: IsoDateSchema.nullable().optional(),
  birthMonth: z.number().int().min(1).max(12).nullable().optional(),
  complianceGroup: z.string().trim().max(40).nullable().optional(),
  cycleEndsOn: IsoDateSchema.nullable().optional(),
});

export const AddUserJurisdictionSchema = AdmissionFieldsSchema.extend({
  jurisdictionCode: JurisdictionCodeSchema,
}).meta({
  id: 'AddUserJurisdiction',
});
export type AddUserJurisdiction = z.infer<typeof AddUserJurisdictionSchema>;

export const UpdateUserJurisdictionSchema = AdmissionFieldsSchema.meta({ id: 'UpdateUserJurisdiction' });
export type UpdateUserJurisdiction = z.infer<typeof UpdateUserJurisdictionSchema>;

export const UserJurisdictionParamsSchema = z.object({ jurisdictionId: z.uuid() });

/** GET /api/practice-area: every practice area, marked with the signed-in lawyer's selection. */
export const UserPracticeAreaListSchema = z
  .object({ items: z.array(PracticeAreaSchema.extend({ selected: z.boolean() })) })
  .meta({ id: 'UserPracticeAreaList' });
export type UserPracticeAreaList = z.infer<typeof UserPracticeAreaListSchema>;

export const SelectPracticeAreasSchema = z
  .object({ selectedPracticeAreas: z.array(SlugSchema).max(100) })
  .meta({ id: 'SelectPracticeAreas' });
export type SelectPracticeAreas = z.infer<typeof SelectPracticeAreasSchema>;
