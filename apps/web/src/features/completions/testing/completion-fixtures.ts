import type {
  CertificateVerification,
  Completion,
  CourseCompletionStatus,
  EarnedCredit,
  LiveAttendanceSummary,
  Question,
  Questionnaire,
  QuestionnaireResult,
} from '@counsel/contracts';

/*
 * Test data of the completions feature, shaped as the API sends it (each fixture parses with its contract schema:
 * completion-fixtures.test.ts).
 */

export const COURSE_ID = '00000000-0000-4000-8000-0000000c0a5e';
export const COURSE_SLUG = 'ethics-of-generative-ai';

let counter = 0;
/** A fresh UUID for each call. */
export function uuid(): string {
  counter += 1;
  return `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`;
}

const JURISDICTION_NAMES: Record<string, string> = {
  NY: 'New York',
  CA: 'California',
  TX: 'Texas',
};

export function makeCredit(
  code: string,
  overrides: Partial<Omit<EarnedCredit, 'jurisdictionCode'>> = {},
): EarnedCredit {
  return {
    jurisdictionCode: code,
    jurisdictionName: JURISDICTION_NAMES[code] ?? code,
    creditType: 'CLE',
    category: 'GENERAL',
    hours: 1,
    accreditationNumber: `CC-${code}-0108`,
    ...overrides,
  };
}

export function makeCertificate(number = 'CCLE-2026-7KQ2M9XD'): NonNullable<Completion['certificate']> {
  return {
    certificateNumber: number,
    issuedAt: '2026-03-05T15:01:00.000Z',
    downloadPath: `/api/certificates/${number}/pdf`,
    verifyPath: `/verify/${number}`,
    revokedAt: null,
    revokedReason: null,
  };
}

export function makeCompletion(
  overrides: Partial<Omit<Completion, 'course'>> & { course?: Partial<Completion['course']> } = {},
): Completion {
  const { course, ...rest } = overrides;
  return {
    id: uuid(),
    course: {
      id: COURSE_ID,
      slug: COURSE_SLUG,
      title: 'Ethics of Generative AI',
      format: 'ON_DEMAND',
      ...course,
    },
    format: 'ON_DEMAND',
    attendedFrom: '2026-03-05T13:00:00.000Z',
    completedAt: '2026-03-05T15:00:00.000Z',
    credits: [
      makeCredit('NY', { category: 'ETHICS', hours: 1 }),
      makeCredit('NY', { category: 'GENERAL', hours: 0.5 }),
    ],
    verificationMethod:
      'Provider-verified attendance: 2 attendance codes entered; course evaluation submitted.',
    certificate: makeCertificate(),
    ...rest,
  };
}

type Requirement = CourseCompletionStatus['requirements'][number]['requirement'];

/** The checklist with the given requirements met (KNOWLEDGE_CHECK listed only when `knowledgeCheck`). */
export function makeRequirements(
  met: Requirement[],
  knowledgeCheck = false,
): CourseCompletionStatus['requirements'] {
  const all: Requirement[] = ['WATCHED', 'ATTENDANCE_CODES', 'EVALUATION'];
  if (knowledgeCheck) all.push('KNOWLEDGE_CHECK');
  return all.map((requirement) => ({ requirement, met: met.includes(requirement) }));
}

export const claimableNewYork: CourseCompletionStatus['claimableJurisdictions'][number] = {
  code: 'NY',
  name: 'New York',
  barNumber: '4455667',
  credits: [
    makeCredit('NY', { category: 'ETHICS', hours: 1 }),
    makeCredit('NY', { category: 'GENERAL', hours: 0.5 }),
  ],
};

export const claimableCalifornia: CourseCompletionStatus['claimableJurisdictions'][number] = {
  code: 'CA',
  name: 'California',
  barNumber: null,
  credits: [makeCredit('CA', { category: 'ETHICS', hours: 1.5 })],
};

export function makeStatus(overrides: Partial<CourseCompletionStatus> = {}): CourseCompletionStatus {
  return {
    courseId: COURSE_ID,
    format: 'ON_DEMAND',
    liveAttendance: null,
    requirements: makeRequirements([]),
    canClaim: false,
    claimableJurisdictions: [claimableNewYork, claimableCalifornia],
    completion: null,
    ...overrides,
  };
}

/**
 * A lawyer's attendance at a live session that ended: 60 minutes from 2027-03-05 14:00 UTC (9:00 AM EST), 52
 * attended, 48 verified by 2 of the 3 codes — above the 25-minute minimum.
 */
export function makeLiveAttendance(overrides: Partial<LiveAttendanceSummary> = {}): LiveAttendanceSummary {
  return {
    sessionId: '00000000-0000-4000-8000-00000000a11e',
    startsAt: '2027-03-05T14:00:00.000Z',
    endsAt: '2027-03-05T15:00:00.000Z',
    durationMinutes: 60,
    sessionEnded: true,
    presentMinutes: 52,
    verifiedMinutes: 48,
    minimumMinutes: 25,
    codesShown: 3,
    codesEntered: 2,
    ...overrides,
  };
}

/** A live course's checklist: LIVE_ATTENDANCE, EVALUATION (and KNOWLEDGE_CHECK when `knowledgeCheck`). */
export function makeLiveRequirements(
  met: Requirement[],
  knowledgeCheck = false,
): CourseCompletionStatus['requirements'] {
  const all: Requirement[] = ['LIVE_ATTENDANCE', 'EVALUATION'];
  if (knowledgeCheck) all.push('KNOWLEDGE_CHECK');
  return all.map((requirement) => ({ requirement, met: met.includes(requirement) }));
}

/** The status of a live course whose session the lawyer attended (`makeLiveAttendance`), nothing else done yet. */
export function makeLiveStatus(overrides: Partial<CourseCompletionStatus> = {}): CourseCompletionStatus {
  return makeStatus({
    format: 'LIVE',
    liveAttendance: makeLiveAttendance(),
    requirements: makeLiveRequirements(['LIVE_ATTENDANCE']),
    ...overrides,
  });
}

export function makeQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: uuid(),
    type: 'SINGLE_CHOICE',
    prompt: 'Question',
    required: true,
    options: [],
    scale: null,
    ...overrides,
  };
}

export const evaluationQuestions = {
  rating: makeQuestion({
    type: 'RATING',
    prompt: 'How useful was this program?',
    scale: { max: 5, lowLabel: 'Not useful', highLabel: 'Very useful' },
  }),
  objectives: makeQuestion({
    type: 'SINGLE_CHOICE',
    prompt: 'Did the program meet its stated objectives?',
    options: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
  }),
  topics: makeQuestion({
    type: 'MULTIPLE_CHOICE',
    prompt: 'Which parts were most useful?',
    required: false,
    options: [
      { id: 'duties', label: 'Duties of competence' },
      { id: 'confidentiality', label: 'Confidentiality' },
    ],
  }),
  comments: makeQuestion({ type: 'FREE_TEXT', prompt: 'Any comments?', required: false }),
};

export function makeEvaluation(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return {
    id: uuid(),
    courseId: COURSE_ID,
    kind: 'EVALUATION',
    title: 'Course evaluation',
    description: 'Tell us how the program went. Your answers are anonymous to the speakers.',
    passPercent: null,
    maxAttempts: null,
    questions: Object.values(evaluationQuestions),
    latestAttempt: null,
    attemptsRemaining: 1,
    satisfied: false,
    ...overrides,
  };
}

export const knowledgeQuestions = {
  competence: makeQuestion({
    type: 'SINGLE_CHOICE',
    prompt: 'Which rule sets the duty of technological competence?',
    options: [
      { id: 'r11', label: 'Model Rule 1.1' },
      { id: 'r16', label: 'Model Rule 1.6' },
    ],
  }),
  disclosure: makeQuestion({
    type: 'MULTIPLE_CHOICE',
    prompt: 'What must a lawyer check before using an AI tool?',
    options: [
      { id: 'terms', label: 'Its terms of service' },
      { id: 'retention', label: 'How it keeps data' },
      { id: 'colour', label: 'Its colour scheme' },
    ],
  }),
};

export function makeKnowledgeCheck(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return {
    id: uuid(),
    courseId: COURSE_ID,
    kind: 'KNOWLEDGE_CHECK',
    title: 'Knowledge check',
    description: 'Two questions on the program.',
    passPercent: 70,
    maxAttempts: 3,
    questions: Object.values(knowledgeQuestions),
    latestAttempt: null,
    attemptsRemaining: 3,
    satisfied: false,
    ...overrides,
  };
}

export function makeResult(
  questionnaire: Questionnaire,
  overrides: Partial<QuestionnaireResult> = {},
): QuestionnaireResult {
  return {
    questionnaireId: questionnaire.id,
    kind: questionnaire.kind,
    attempt: { attempt: 1, submittedAt: '2026-03-05T14:50:00.000Z', scorePercent: null, passed: null },
    satisfied: true,
    attemptsRemaining: 0,
    incorrect: [],
    ...overrides,
  };
}

export function makeVerification(overrides: Partial<CertificateVerification> = {}): CertificateVerification {
  return {
    certificateNumber: 'CCLE-2026-7KQ2M9XD',
    valid: true,
    revokedAt: null,
    attendeeName: 'Ada Lovelace',
    courseTitle: 'Ethics of Generative AI',
    courseFormat: 'ON_DEMAND',
    completedAt: '2026-03-05T15:00:00.000Z',
    issuedAt: '2026-03-05T15:01:00.000Z',
    credits: [
      makeCredit('NY', { category: 'ETHICS', hours: 1 }),
      makeCredit('NY', { category: 'GENERAL', hours: 0.5 }),
    ],
    verificationMethod:
      'Provider-verified attendance: 2 attendance codes entered; course evaluation submitted.',
    providerName: 'Counsel CLE',
    ...overrides,
  };
}
