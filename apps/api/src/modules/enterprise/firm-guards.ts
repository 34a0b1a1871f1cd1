import { firmSeats, seatShortage } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { EnterpriseRepository, FirmMemberRow, FirmRow } from './enterprise.repository.js';

/** The refusals of a firm administrator's actions (docs/product-rules.md#firms), each read in the caller's unit of work. */

/** The firm the user administers, or 404 ENTERPRISE_NOT_FOUND. */
export async function requireAdministeredFirm(repository: EnterpriseRepository, userId: string) {
  const administered = await repository.findAdministeredFirm(userId);
  if (!administered) throw new AppError('ENTERPRISE_NOT_FOUND', 'You do not administer a firm.');
  return administered;
}

/** A member of this firm (another firm's member is as unknown as no member). */
export async function requireMember(
  repository: EnterpriseRepository,
  firmId: string,
  memberId: string,
): Promise<FirmMemberRow> {
  const member = await repository.findMember(firmId, memberId);
  if (!member) throw new AppError('ENTERPRISE_MEMBER_NOT_FOUND', 'No such member in your firm.');
  return member;
}

/** 409 SEATS_EXHAUSTED (with the seat figures) unless `wanted` seats are free; call it with the firm's row locked. */
export async function requireFreeSeats(
  repository: EnterpriseRepository,
  firmId: string,
  seatsPurchased: number,
  wanted: number,
): Promise<void> {
  const seats = firmSeats(seatsPurchased, await repository.countSeatsInUse(firmId));
  const shortage = seatShortage(seats, wanted);
  if (shortage) {
    const { seatsInUse, seatsFree } = seats;
    throw new AppError('SEATS_EXHAUSTED', shortage, { seatsPurchased, seatsInUse, seatsFree });
  }
}

/** The buyer holds the firm's subscription: they stay a member and an administrator. */
export function refuseOwner(firm: FirmRow, member: FirmMemberRow, message: string): void {
  if (member.userId !== null && member.userId === firm.ownerUserId) {
    throw new AppError('FIRM_OWNER_PROTECTED', message);
  }
}

/** The firm keeps at least one administrator. */
export async function refuseLastAdministrator(
  repository: EnterpriseRepository,
  firmId: string,
): Promise<void> {
  if ((await repository.countAdministrators(firmId)) <= 1) {
    throw new AppError('LAST_ADMINISTRATOR', 'The firm needs at least one administrator.');
  }
}
