import { AddUserJurisdictionSchema } from '@counsel/contracts';
import { z } from 'zod';
import { todayIsoDate } from './reporting-period';

// Loaded on demand by the admission form (lazyZodResolver): zod stays out of the pages' initial JavaScript.

const notInFuture = (value: string | null | undefined) => !value || value <= todayIsoDate();
const { shape } = AddUserJurisdictionSchema;

/** The contract's AddUserJurisdiction, with messages for an empty choice and for dates in the future. */
export const AdmissionFormSchema = AddUserJurisdictionSchema.extend({
  jurisdictionCode: z.string().min(1, 'Choose a jurisdiction.').pipe(shape.jurisdictionCode),
  admittedOn: shape.admittedOn.refine(notInFuture, 'The admission date cannot be in the future.'),
  birthDate: shape.birthDate.refine(notInFuture, 'The date of birth cannot be in the future.'),
});

export type AdmissionFormValues = z.input<typeof AdmissionFormSchema>;
export type AdmissionFormOutput = z.output<typeof AdmissionFormSchema>;
