/**
 * Query keys of the completions feature. Everything under `completions` is the signed-in lawyer's own data (course
 * status, questionnaires, completed courses); a certificate's public verification is anybody's and lives apart.
 */
export const completionsQueryKey = ['completions'] as const;
export const completedCoursesQueryKey = [...completionsQueryKey, 'list'] as const;
export const completionStatusQueryKey = (courseKey: string) =>
  [...completionsQueryKey, 'status', courseKey] as const;
export const courseQuestionnairesQueryKey = (courseKey: string) =>
  [...completionsQueryKey, 'questionnaires', courseKey] as const;
export const certificateVerificationQueryKey = (certificateNumber: string) =>
  ['certificate-verification', certificateNumber] as const;
