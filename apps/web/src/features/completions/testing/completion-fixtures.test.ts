import {
  CertificateVerificationSchema,
  CompletionSchema,
  CourseCompletionStatusSchema,
  LiveAttendanceSummarySchema,
  QuestionnaireResultSchema,
  QuestionnaireSchema,
} from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import {
  makeCompletion,
  makeEvaluation,
  makeKnowledgeCheck,
  makeLiveAttendance,
  makeLiveStatus,
  makeResult,
  makeStatus,
  makeVerification,
} from './completion-fixtures';

describe('completion fixtures', () => {
  it('are shaped as the API sends them', () => {
    expect(() => CompletionSchema.parse(makeCompletion())).not.toThrow();
    expect(() => CompletionSchema.parse(makeCompletion({ certificate: null }))).not.toThrow();
    expect(() => CourseCompletionStatusSchema.parse(makeStatus())).not.toThrow();
    expect(() => LiveAttendanceSummarySchema.parse(makeLiveAttendance())).not.toThrow();
    expect(() => CourseCompletionStatusSchema.parse(makeLiveStatus())).not.toThrow();
    expect(() => QuestionnaireSchema.parse(makeEvaluation())).not.toThrow();
    expect(() => QuestionnaireSchema.parse(makeKnowledgeCheck())).not.toThrow();
    expect(() => QuestionnaireResultSchema.parse(makeResult(makeEvaluation()))).not.toThrow();
    expect(() => CertificateVerificationSchema.parse(makeVerification())).not.toThrow();
  });
});
