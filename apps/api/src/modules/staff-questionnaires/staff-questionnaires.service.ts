import type {
  QuestionnaireRemoveResult,
  QuestionnaireSaveResult,
  SaveQuestionnaireParsed,
  StaffCourseQuestionnaires,
  StaffQuestion,
  StaffQuestionnaire,
} from '@counsel/contracts';
import { DEFAULT_PASS_PERCENT, DEFAULT_SCALE_MAX } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { StaffAudit } from '../staff/staff.service.js';
import type {
  Kind,
  NewQuestion,
  QuestionnaireRow,
  QuestionRow,
  StaffQuestionnairesRepository,
} from './staff-questionnaires.repository.js';

/** What a questionnaire says, stored or asked for: what a save compares and what the audit log keeps. */
interface Content {
  title: string;
  description: string;
  passPercent: number | null;
  maxAttempts: number | null;
  questions: NewQuestion[];
}

const KIND_NAMES: Record<Kind, string> = { EVALUATION: 'evaluation', KNOWLEDGE_CHECK: 'knowledge check' };

function invalid(message: string, position?: number): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    position === undefined ? message : `Question ${position}: ${message}`,
    position === undefined ? undefined : { position },
  );
}

/**
 * The questions of a save, checked against what their types need and stored the way the lawyer-facing module reads
 * them; 400 VALIDATION_FAILED (with `details.position`) at the first problem.
 */
export function validatedContent(kind: Kind, input: SaveQuestionnaireParsed): Content {
  const knowledgeCheck = kind === 'KNOWLEDGE_CHECK';
  if (!knowledgeCheck && (input.passPercent !== null || input.maxAttempts !== null)) {
    throw invalid('The evaluation has no pass mark or attempt limit: leave passPercent and maxAttempts out.');
  }
  if (knowledgeCheck && input.passPercent === null) {
    throw invalid('A knowledge check needs a pass mark (passPercent, 1–100).');
  }
  const positions = input.questions.map((question) => question.position);
  const expected = input.questions.map((_, index) => index + 1);
  if ([...positions].sort((a, b) => a - b).join() !== expected.join()) {
    throw invalid(
      `Question positions must be 1 to ${input.questions.length}, each once (got ${positions.join(', ')}).`,
    );
  }
  const questions = [...input.questions]
    .sort((a, b) => a.position - b.position)
    .map((question): NewQuestion => {
      const { position } = question;
      const choice = question.type === 'SINGLE_CHOICE' || question.type === 'MULTIPLE_CHOICE';
      const common = { position, type: question.type, prompt: question.prompt, required: question.required };
      const explanation =
        question.explanation === null || question.explanation === '' ? null : question.explanation;
      if (!choice) {
        if (question.options.length > 0 || question.correctOptionIds.length > 0) {
          throw invalid('only single- and multiple-choice questions have options.', position);
        }
        if (explanation !== null)
          throw invalid('only knowledge-check choice questions have an explanation.', position);
      }
      if (question.type === 'FREE_TEXT') {
        if (question.scale !== null) throw invalid('a free-text question has no rating scale.', position);
        return { ...common, options: [], correctOptionIds: null, explanation: null };
      }
      if (question.type === 'RATING') {
        if (question.scale === null) {
          throw invalid('a rating question needs its scale (max 2–10 and the words at both ends).', position);
        }
        return {
          ...common,
          options: [],
          correctOptionIds: null,
          explanation: null,
          scaleMax: question.scale.max,
          scaleLowLabel: question.scale.lowLabel,
          scaleHighLabel: question.scale.highLabel,
        };
      }
      if (question.scale !== null) throw invalid('a choice question has no rating scale.', position);
      if (question.options.length < 2)
        throw invalid('a choice question needs at least two options.', position);
      const ids = question.options.map((option) => option.id);
      if (new Set(ids).size !== ids.length) throw invalid('two options have the same id.', position);
      const correct = question.correctOptionIds;
      if (!knowledgeCheck) {
        if (correct.length > 0 || explanation !== null) {
          throw invalid('the evaluation has no correct answers or explanations.', position);
        }
        return { ...common, options: question.options, correctOptionIds: null, explanation: null };
      }
      if (new Set(correct).size !== correct.length || !correct.every((id) => ids.includes(id))) {
        throw invalid('the correct answers must be options of the question, each once.', position);
      }
      if (question.type === 'SINGLE_CHOICE' && correct.length !== 1) {
        throw invalid('a single-choice question has exactly one correct option.', position);
      }
      if (correct.length === 0) throw invalid('mark at least one correct option.', position);
      return { ...common, options: question.options, correctOptionIds: correct, explanation };
    });
  if (knowledgeCheck && !questions.some((question) => (question.correctOptionIds ?? []).length > 0)) {
    throw invalid('A knowledge check needs at least one choice question with a correct answer to score.');
  }
  return {
    title: input.title,
    description: input.description,
    passPercent: knowledgeCheck ? input.passPercent : null,
    maxAttempts: knowledgeCheck ? input.maxAttempts : null,
    questions,
  };
}

/** A stored question in the shape `validatedContent` produces, so a save can tell whether anything changed. */
function storedQuestion(row: QuestionRow): NewQuestion {
  const base = { position: row.position, type: row.type, prompt: row.prompt, required: row.required };
  if (row.type === 'RATING') {
    return {
      ...base,
      options: [],
      correctOptionIds: null,
      explanation: null,
      scaleMax: row.scaleMax,
      scaleLowLabel: row.scaleLowLabel,
      scaleHighLabel: row.scaleHighLabel,
    };
  }
  if (row.type === 'FREE_TEXT') return { ...base, options: [], correctOptionIds: null, explanation: null };
  const correct = row.correctOptionIds ?? [];
  return {
    ...base,
    options: row.options.map(({ id, label }) => ({ id, label })),
    correctOptionIds: correct.length > 0 ? correct : null,
    explanation: row.explanation === '' ? null : row.explanation,
  };
}

function storedContent(row: QuestionnaireRow, questions: QuestionRow[]): Content {
  return {
    title: row.title,
    description: row.description,
    passPercent: row.passPercent,
    maxAttempts: row.maxAttempts,
    questions: questions.map(storedQuestion),
  };
}

function sameContent(a: Content, b: Content): boolean {
  const canonical = (content: Content) =>
    JSON.stringify({
      ...content,
      questions: content.questions.map((question) => ({
        position: question.position,
        type: question.type,
        prompt: question.prompt,
        required: question.required,
        options: question.options ?? [],
        correctOptionIds: question.correctOptionIds ?? null,
        explanation: question.explanation ?? null,
        scaleMax: question.scaleMax ?? null,
        scaleLowLabel: question.scaleLowLabel ?? null,
        scaleHighLabel: question.scaleHighLabel ?? null,
      })),
    });
  return canonical(a) === canonical(b);
}

/** What the audit log keeps of a questionnaire. */
function auditValue(version: number, content: Content) {
  return {
    version,
    title: content.title,
    description: content.description,
    passPercent: content.passPercent,
    maxAttempts: content.maxAttempts,
    questions: content.questions.map((question) => ({
      position: question.position,
      type: question.type,
      prompt: question.prompt,
      required: question.required,
      ...(question.options && question.options.length > 0 ? { options: question.options } : {}),
      ...(question.correctOptionIds ? { correctOptionIds: question.correctOptionIds } : {}),
      ...(question.explanation ? { explanation: question.explanation } : {}),
      ...(question.scaleMax
        ? { scale: { max: question.scaleMax, low: question.scaleLowLabel, high: question.scaleHighLabel } }
        : {}),
    })),
  };
}

function toStaffQuestion(row: QuestionRow): StaffQuestion {
  const choice = row.type === 'SINGLE_CHOICE' || row.type === 'MULTIPLE_CHOICE';
  return {
    id: row.id,
    position: row.position,
    type: row.type,
    prompt: row.prompt,
    required: row.required,
    options: choice ? row.options.map(({ id, label }) => ({ id, label })) : [],
    correctOptionIds: choice ? (row.correctOptionIds ?? []) : [],
    explanation: choice ? row.explanation : null,
    scale:
      row.type === 'RATING'
        ? {
            max: row.scaleMax ?? DEFAULT_SCALE_MAX,
            lowLabel: row.scaleLowLabel ?? '',
            highLabel: row.scaleHighLabel ?? '',
          }
        : null,
  };
}

function toStaffQuestionnaire(
  row: QuestionnaireRow,
  questions: QuestionRow[],
  responses: number,
): StaffQuestionnaire {
  const knowledgeCheck = row.kind === 'KNOWLEDGE_CHECK';
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    title: row.title,
    description: row.description,
    passPercent: knowledgeCheck ? (row.passPercent ?? DEFAULT_PASS_PERCENT) : null,
    maxAttempts: knowledgeCheck ? row.maxAttempts : null,
    responseCount: responses,
    createdAt: row.createdAt.toISOString(),
    questions: questions.map(toStaffQuestion),
  };
}

/**
 * The staff console's Questionnaires area (docs/product-rules.md#questionnaires): a course's evaluation and
 * knowledge check. Questions lawyers have answered never change: saving an answered questionnaire writes version + 1
 * and retires the old row in the same transaction. Every change is audited.
 */
export class StaffQuestionnairesService {
  constructor(
    private readonly repository: StaffQuestionnairesRepository,
    private readonly audit: StaffAudit,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  private async courseOrThrow(courseId: string) {
    const course = await this.repository.course(courseId);
    if (!course) throw new AppError('COURSE_NOT_FOUND', 'No course has this id.');
    return course;
  }

  async area(courseId: string): Promise<StaffCourseQuestionnaires> {
    const course = await this.courseOrThrow(courseId);
    const versions = await this.repository.versions(courseId);
    const current = versions.filter((row) => row.retiredAt === null);
    const [questions, counts] = await Promise.all([
      this.repository.questions(current.map((row) => row.id)),
      this.repository.responseCounts(versions.map((row) => row.id)),
    ]);
    const questionCounts = new Map<string, number>();
    for (const version of versions) {
      if (version.retiredAt !== null) questionCounts.set(version.id, 0);
    }
    const retiredIds = versions.filter((row) => row.retiredAt !== null).map((row) => row.id);
    for (const question of await this.repository.questions(retiredIds)) {
      questionCounts.set(question.questionnaireId, (questionCounts.get(question.questionnaireId) ?? 0) + 1);
    }
    const of = (kind: Kind) => {
      const row = current.find((candidate) => candidate.kind === kind);
      return row
        ? toStaffQuestionnaire(
            row,
            questions.filter((question) => question.questionnaireId === row.id),
            counts.get(row.id) ?? 0,
          )
        : null;
    };
    return {
      courseId,
      courseTitle: course.title,
      evaluation: of('EVALUATION'),
      knowledgeCheck: of('KNOWLEDGE_CHECK'),
      retired: versions
        .filter((row) => row.retiredAt !== null)
        .sort((a, b) => (b.retiredAt?.getTime() ?? 0) - (a.retiredAt?.getTime() ?? 0))
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          version: row.version,
          title: row.title,
          questionCount: questionCounts.get(row.id) ?? 0,
          responseCount: counts.get(row.id) ?? 0,
          createdAt: row.createdAt.toISOString(),
          retiredAt: (row.retiredAt ?? row.createdAt).toISOString(),
        })),
    };
  }

  /**
   * Saves the course's questionnaire of this kind: created when there is none, changed in place while nobody has
   * answered it, otherwise written as version + 1 with the old version retired (same transaction). A save that
   * changes nothing changes nothing (UNCHANGED, not audited).
   */
  async save(
    identity: VerifiedIdentity,
    courseId: string,
    kind: Kind,
    input: SaveQuestionnaireParsed,
  ): Promise<QuestionnaireSaveResult> {
    const course = await this.courseOrThrow(courseId);
    const content = validatedContent(kind, input);
    const actor = await this.audit.actor(identity);
    const name = KIND_NAMES[kind];
    const outcome = await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const current = await repository.lockCurrent(courseId, kind);
      const insertVersion = async () => {
        const version = (await repository.latestVersion(courseId, kind)) + 1;
        const inserted = await repository.insert({
          courseId,
          kind,
          version,
          title: content.title,
          description: content.description,
          passPercent: content.passPercent,
          maxAttempts: content.maxAttempts,
        });
        if (!inserted) throw this.conflict(name);
        await repository.replaceQuestions(inserted.id, content.questions);
        return inserted;
      };
      if (!current) {
        const inserted = await insertVersion();
        await this.audit.record(tx, actor, {
          action: 'questionnaire.update',
          subjectType: 'course',
          subjectId: courseId,
          summary: `Added the ${name} of '${course.title}'`,
          before: null,
          after: auditValue(inserted.version, content),
        });
        return 'CREATED' as const;
      }
      const before = storedContent(current, await repository.questions([current.id]));
      if (sameContent(before, content)) return 'UNCHANGED' as const;
      const responses = (await repository.responseCounts([current.id])).get(current.id) ?? 0;
      if (responses === 0) {
        await repository.update(current.id, {
          title: content.title,
          description: content.description,
          passPercent: content.passPercent,
          maxAttempts: content.maxAttempts,
        });
        await repository.replaceQuestions(current.id, content.questions);
        await this.audit.record(tx, actor, {
          action: 'questionnaire.update',
          subjectType: 'course',
          subjectId: courseId,
          summary: `Changed the ${name} of '${course.title}' (version ${current.version}, not yet answered)`,
          before: auditValue(current.version, before),
          after: auditValue(current.version, content),
        });
        return 'UPDATED' as const;
      }
      await repository.retire(current.id, this.clock.now());
      const inserted = await insertVersion();
      await this.audit.record(tx, actor, {
        action: 'questionnaire.version',
        subjectType: 'course',
        subjectId: courseId,
        summary:
          `Wrote version ${inserted.version} of the ${name} of '${course.title}'; version ${current.version} ` +
          `(${responses} ${responses === 1 ? 'response' : 'responses'}) is retired`,
        before: { id: current.id, ...auditValue(current.version, before) },
        after: { id: inserted.id, ...auditValue(inserted.version, content) },
      });
      return 'NEW_VERSION' as const;
    });
    return { outcome, questionnaires: await this.area(courseId) };
  }

  /**
   * Removes the course's knowledge check: deleted while nobody has answered it, otherwise retired (kept with its
   * responses, no longer offered). The evaluation is required for credit: 409 QUESTIONNAIRE_REQUIRED.
   */
  async remove(identity: VerifiedIdentity, courseId: string, kind: Kind): Promise<QuestionnaireRemoveResult> {
    const course = await this.courseOrThrow(courseId);
    if (kind === 'EVALUATION') {
      throw new AppError(
        'QUESTIONNAIRE_REQUIRED',
        'Every course needs its evaluation for credit: edit it instead of removing it.',
      );
    }
    const actor = await this.audit.actor(identity);
    const outcome = await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const current = await repository.lockCurrent(courseId, kind);
      if (!current) throw new AppError('QUESTIONNAIRE_NOT_FOUND', 'This course has no knowledge check.');
      const before = storedContent(current, await repository.questions([current.id]));
      const responses = (await repository.responseCounts([current.id])).get(current.id) ?? 0;
      const removal = responses === 0 ? ('DELETED' as const) : ('RETIRED' as const);
      if (removal === 'DELETED') await repository.delete(current.id);
      else await repository.retire(current.id, this.clock.now());
      await this.audit.record(tx, actor, {
        action: 'questionnaire.remove',
        subjectType: 'course',
        subjectId: courseId,
        summary:
          removal === 'DELETED'
            ? `Removed the knowledge check of '${course.title}' (nobody had answered it)`
            : `Retired the knowledge check of '${course.title}' (version ${current.version} keeps its ${responses} ${responses === 1 ? 'response' : 'responses'})`,
        before: auditValue(current.version, before),
        after: removal === 'DELETED' ? null : { retired: true, version: current.version },
      });
      return removal;
    });
    return { outcome, questionnaires: await this.area(courseId) };
  }

  private conflict(name: string): AppError {
    return new AppError(
      'QUESTIONNAIRE_REPLACED',
      `Someone else saved this ${name} at the same moment. Reload it and make your change again.`,
    );
  }
}
