import type {
  AddUserJurisdiction,
  UpdateUserJurisdiction,
  UserJurisdiction,
  UserJurisdictionList,
  UserPracticeAreaList,
} from '@counsel/contracts';
import { complianceRuleFor, profileNeeds } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { LawyerProfileRepository } from './lawyer-profile.repository.js';

const admissionNotFound = () => new AppError('ADMISSION_NOT_FOUND', 'You have no admission with this id.');

type AdmissionDetailsInput = Pick<
  UpdateUserJurisdiction,
  'admittedOn' | 'birthDate' | 'complianceGroup' | 'cycleEndsOn'
>;

const DAY_MS = 86_400_000;

/**
 * Refuses details that cannot be right: an admission or a birth in the future (a day's slack for time zones), a
 * birth after the admission, or a compliance group the jurisdiction's rule does not have (the tracker could not
 * place the reporting period).
 */
function checkAdmissionDetails(jurisdictionCode: string, input: AdmissionDetailsInput, now: Date): void {
  const latest = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  const invalid = (message: string) => new AppError('ADMISSION_DETAILS_INVALID', message);
  if (input.admittedOn && input.admittedOn > latest)
    throw invalid('The admission date cannot be in the future.');
  if (input.birthDate && input.birthDate > latest)
    throw invalid('The date of birth cannot be in the future.');
  if (input.birthDate && input.admittedOn && input.birthDate >= input.admittedOn)
    throw invalid('The date of birth must be before the admission date.');
  if (input.cycleEndsOn && input.admittedOn && input.cycleEndsOn < input.admittedOn)
    throw invalid('A reporting cycle cannot end before the admission date.');
  const rule = complianceRuleFor(jurisdictionCode);
  const groups = rule ? profileNeeds(rule).groups : [];
  if (input.complianceGroup && groups.length > 0 && !groups.some((g) => g.id === input.complianceGroup)) {
    throw new AppError(
      'COMPLIANCE_GROUP_INVALID',
      `Choose one of ${jurisdictionCode}'s compliance groups: ${groups.map((g) => g.label).join(', ')}.`,
      { groups },
    );
  }
}

/** The signed-in lawyer's admissions and practice areas. A lawyer sees and changes only their own. */
export class LawyerProfileService {
  constructor(
    private readonly repository: LawyerProfileRepository,
    private readonly clock: Clock,
  ) {}

  private async ownerId(identity: VerifiedIdentity): Promise<string> {
    if (!(await this.repository.userExists(identity.subject))) {
      throw new AppError('USER_NOT_FOUND', 'This account does not exist any more.');
    }
    return identity.subject;
  }

  async listJurisdictions(identity: VerifiedIdentity): Promise<UserJurisdictionList> {
    return { items: await this.repository.findAdmissions(await this.ownerId(identity)) };
  }

  async addJurisdiction(identity: VerifiedIdentity, input: AddUserJurisdiction): Promise<UserJurisdiction> {
    const userId = await this.ownerId(identity);
    const jurisdictionId = await this.repository.findJurisdictionIdByCode(input.jurisdictionCode);
    if (!jurisdictionId)
      throw new AppError('JURISDICTION_NOT_FOUND', `There is no jurisdiction ${input.jurisdictionCode}.`);
    checkAdmissionDetails(input.jurisdictionCode, input, this.clock.now());
    const id = await this.repository.createAdmission(userId, jurisdictionId, {
      barNumber: input.barNumber,
      admittedOn: input.admittedOn ?? null,
      birthDate: input.birthDate ?? null,
      birthMonth: input.birthMonth ?? null,
      complianceGroup: input.complianceGroup ?? null,
      cycleEndsOn: input.cycleEndsOn ?? null,
    });
    if (!id) throw new AppError('ADMISSION_EXISTS', 'You already have this jurisdiction; edit it instead.');
    return this.getAdmission(userId, id);
  }

  async updateJurisdiction(
    identity: VerifiedIdentity,
    admissionId: string,
    input: UpdateUserJurisdiction,
  ): Promise<UserJurisdiction> {
    const userId = await this.ownerId(identity);
    const current = await this.getAdmission(userId, admissionId);
    // The details as they will be after the change: a field left out keeps its value.
    checkAdmissionDetails(current.jurisdiction.code, { ...current, ...input }, this.clock.now());
    const id = await this.repository.updateAdmission(userId, admissionId, input);
    if (!id) throw admissionNotFound();
    return this.getAdmission(userId, id);
  }

  async removeJurisdiction(identity: VerifiedIdentity, admissionId: string): Promise<void> {
    if (!(await this.repository.deleteAdmission(await this.ownerId(identity), admissionId)))
      throw admissionNotFound();
  }

  async listPracticeAreas(identity: VerifiedIdentity): Promise<UserPracticeAreaList> {
    return { items: await this.repository.findPracticeAreasWithSelection(await this.ownerId(identity)) };
  }

  async selectPracticeAreas(identity: VerifiedIdentity, slugs: string[]): Promise<UserPracticeAreaList> {
    const userId = await this.ownerId(identity);
    const wanted = [...new Set(slugs)];
    const found = await this.repository.findPracticeAreaIds(wanted);
    const unknown = wanted.filter((slug) => !found.some((area) => area.slug === slug));
    if (unknown.length > 0) {
      throw new AppError('PRACTICE_AREA_NOT_FOUND', `Unknown practice areas: ${unknown.join(', ')}.`, {
        unknown,
      });
    }
    await this.repository.replacePracticeAreas(
      userId,
      found.map((area) => area.id),
    );
    return this.listPracticeAreas(identity);
  }

  private async getAdmission(userId: string, admissionId: string): Promise<UserJurisdiction> {
    const row = await this.repository.findAdmission(userId, admissionId);
    if (!row) throw admissionNotFound();
    return row;
  }
}
