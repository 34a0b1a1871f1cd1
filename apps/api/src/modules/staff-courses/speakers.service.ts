import type { StaffSpeaker, StaffSpeakerInput, StaffSpeakerList } from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { StaffAudit } from '../staff/staff.service.js';
import { toStaffSpeaker } from './staff-courses.mapper.js';
import { searchTextOf } from './staff-courses.service.js';
import type { StaffCoursesRepository } from './staff-courses.repository.js';

/** Speakers (name, role, biography, photo address), shared by every course that lists them. */
export class SpeakersService {
  constructor(
    private readonly repository: StaffCoursesRepository,
    private readonly audit: StaffAudit,
    private readonly unitOfWork: Pick<UnitOfWork, 'run'>,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<StaffSpeakerList> {
    return { items: (await this.repository.listSpeakers()).map(toStaffSpeaker) };
  }

  async create(identity: VerifiedIdentity, input: StaffSpeakerInput): Promise<StaffSpeaker> {
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    const row = await this.unitOfWork.run(async ({ tx }) => {
      const created = await this.repository.within(tx).insertSpeaker({ ...input, createdAt: now });
      await this.audit.record(tx, actor, {
        action: 'speaker.create',
        subjectType: 'speaker',
        subjectId: created.id,
        summary: `Added the speaker ${created.name}`,
        before: null,
        after: { ...input },
      });
      return created;
    });
    return toStaffSpeaker(row);
  }

  /** Changes a speaker everywhere they speak; a new name also goes into those courses' search text. */
  async update(
    identity: VerifiedIdentity,
    speakerId: string,
    input: StaffSpeakerInput,
  ): Promise<StaffSpeaker> {
    const actor = await this.audit.actor(identity);
    return this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const [existing] = await repository.findSpeakers([speakerId]);
      if (!existing) throw new AppError('SPEAKER_NOT_FOUND', 'No speaker has this id.');
      const before = toStaffSpeaker(existing);
      const after = { ...before, ...input };
      if (JSON.stringify(before) === JSON.stringify(after)) return before;
      await repository.updateSpeaker(speakerId, input);
      if (input.name !== existing.name) {
        const courseIds = await repository.courseIdsOfSpeaker(speakerId);
        // One after the other: a transaction is one connection, which runs one query at a time (pg@9 refuses more).
        const courses = await repository.findCourses(courseIds);
        const speakerRows = await repository.speakersOf(courseIds);
        for (const course of courses) {
          const names = speakerRows
            .filter((entry) => entry.courseId === course.id)
            .map((entry) => entry.speaker.name);
          await repository.updateCourse(course.id, { searchText: searchTextOf(course, names) });
        }
      }
      await this.audit.record(tx, actor, {
        action: 'speaker.update',
        subjectType: 'speaker',
        subjectId: speakerId,
        summary: `Edited the speaker ${after.name}`,
        before: { name: before.name, title: before.title, bio: before.bio, photoUrl: before.photoUrl },
        after: { ...input },
      });
      return after;
    });
  }
}
