import type { StaffCourse, StaffCreditLineInput } from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { StaffAudit } from '../staff/staff.service.js';
import type { StaffActor } from '../staff/staff.repository.js';
import { withCreditVersioning } from './credit-versions.js';
import { courseNotFound, type StaffCoursesService } from './staff-courses.service.js';
import type { CourseRow, CreditRow, StaffCoursesRepository } from './staff-courses.repository.js';

/** The day `now` falls on in UTC, `2027-03-05`: the day approvals are judged by. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The line's values the audit log shows before → after. */
function auditValues(line: Pick<CreditRow, keyof StaffCreditLineInput & keyof CreditRow>, code: string) {
  return {
    jurisdictionCode: code,
    creditType: line.creditType,
    category: line.category,
    hours: line.hours,
    approvalStatus: line.approvalStatus,
    accreditationNumber: line.accreditationNumber,
    appliedOn: line.appliedOn,
    approvedOn: line.approvedOn,
    expiresOn: line.expiresOn,
  };
}

/**
 * A course's credit lines, one per jurisdiction × credit type × category (docs/product-rules.md#credit-approvals):
 * each change is versioned once the course has been published (credit-versions.ts) and logged.
 */
export class CreditLinesService {
  constructor(
    private readonly repository: StaffCoursesRepository,
    private readonly courses: Pick<StaffCoursesService, 'get'>,
    private readonly audit: StaffAudit,
    private readonly unitOfWork: Pick<UnitOfWork, 'run'>,
    private readonly clock: Clock,
  ) {}

  async create(
    identity: VerifiedIdentity,
    courseId: string,
    input: StaffCreditLineInput,
  ): Promise<StaffCourse> {
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    this.check(input, now);
    await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const course = await lock(repository, courseId);
      const jurisdiction = await findJurisdiction(repository, input.jurisdictionCode);
      const { jurisdictionCode: _code, ...fields } = input;
      const line = { courseId, jurisdictionId: jurisdiction.id, ...fields };
      if (await repository.creditLineTaken(line)) throw lineExists();
      let creditId = '';
      const version = await this.versioned(repository, course, actor, now, async () => {
        creditId = (await repository.insertCredit({ ...line, updatedAt: now })).id;
      });
      await this.audit.record(tx, actor, {
        action: 'credit.create',
        subjectType: 'course',
        subjectId: courseId,
        summary: `Added ${jurisdiction.name} ${input.creditType} ${input.category} credit (${input.hours} h) to “${course.title}”`,
        before: null,
        after: { creditId, ...auditValues(fields, jurisdiction.code), ...version },
      });
    });
    return this.courses.get(courseId);
  }

  async update(
    identity: VerifiedIdentity,
    courseId: string,
    creditId: string,
    input: StaffCreditLineInput,
  ): Promise<StaffCourse> {
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    this.check(input, now);
    await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const course = await lock(repository, courseId);
      const existing = await repository.findCredit(courseId, creditId);
      if (!existing) throw lineNotFound();
      const jurisdiction = await findJurisdiction(repository, input.jurisdictionCode);
      const { jurisdictionCode: _code, ...fields } = input;
      const line = { courseId, jurisdictionId: jurisdiction.id, ...fields };
      if (await repository.creditLineTaken(line, creditId)) throw lineExists();
      const before = auditValues(existing.credit, existing.jurisdiction.code);
      const after = auditValues(fields, jurisdiction.code);
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      const version = await this.versioned(repository, course, actor, now, () =>
        repository.updateCredit(creditId, { ...line, updatedAt: now }),
      );
      await this.audit.record(tx, actor, {
        action: 'credit.update',
        subjectType: 'course',
        subjectId: courseId,
        summary: `Changed ${jurisdiction.name} ${input.creditType} ${input.category} credit of “${course.title}”`,
        before: { creditId, ...before, ...(version ? { creditVersion: course.creditVersion } : {}) },
        after: { creditId, ...after, ...version },
      });
    });
    return this.courses.get(courseId);
  }

  async remove(identity: VerifiedIdentity, courseId: string, creditId: string): Promise<StaffCourse> {
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const course = await lock(repository, courseId);
      const existing = await repository.findCredit(courseId, creditId);
      if (!existing) throw lineNotFound();
      const version = await this.versioned(repository, course, actor, now, () =>
        repository.deleteCredit(creditId),
      );
      const { credit, jurisdiction } = existing;
      await this.audit.record(tx, actor, {
        action: 'credit.delete',
        subjectType: 'course',
        subjectId: courseId,
        summary: `Removed ${jurisdiction.name} ${credit.creditType} ${credit.category} credit from “${course.title}”`,
        before: {
          creditId,
          ...auditValues(credit, jurisdiction.code),
          ...(version ? { creditVersion: course.creditVersion } : {}),
        },
        after: version ?? null,
      });
    });
    return this.courses.get(courseId);
  }

  private async versioned(
    repository: StaffCoursesRepository,
    course: CourseRow,
    actor: StaffActor,
    now: Date,
    change: () => Promise<void>,
  ): Promise<{ creditVersion: number } | null> {
    const version = await withCreditVersioning(repository, course, { userId: actor.userId, now }, change);
    await repository.updateCourse(course.id, { updatedAt: now });
    return version === null ? null : { creditVersion: version };
  }

  /** Dates in order, and no approval that has already run out (CREDIT_LINE_INVALID, details.field). */
  private check(input: StaffCreditLineInput, now: Date): void {
    const invalid = (field: string, message: string) =>
      new AppError('CREDIT_LINE_INVALID', message, { field });
    if (input.appliedOn && input.approvedOn && input.approvedOn < input.appliedOn) {
      throw invalid('approvedOn', 'The approval date cannot be before the application date.');
    }
    if (input.approvedOn && input.expiresOn && input.expiresOn < input.approvedOn) {
      throw invalid('expiresOn', 'The expiry cannot be before the approval date.');
    }
    if (input.approvalStatus === 'APPROVED' && input.expiresOn && input.expiresOn < utcDay(now)) {
      throw invalid(
        'expiresOn',
        'This approval has already expired: mark it Expired or enter the new expiry.',
      );
    }
  }
}

async function lock(repository: StaffCoursesRepository, courseId: string): Promise<CourseRow> {
  const course = await repository.lockCourse(courseId);
  if (!course) throw courseNotFound();
  return course;
}

async function findJurisdiction(repository: StaffCoursesRepository, code: string) {
  const jurisdiction = await repository.findJurisdiction(code);
  if (!jurisdiction) {
    throw new AppError('CREDIT_LINE_INVALID', `No jurisdiction has the code ${code}.`, {
      field: 'jurisdictionCode',
    });
  }
  return jurisdiction;
}

function lineExists(): AppError {
  return new AppError(
    'CREDIT_LINE_EXISTS',
    'The course already has a line for this jurisdiction, credit type and category: edit that one.',
  );
}

function lineNotFound(): AppError {
  return new AppError('CREDIT_LINE_NOT_FOUND', 'This course has no such credit line.');
}
