import type { AcceptedInvitation } from '@counsel/contracts';

/** Router state the accept page hands to Home after joining a firm: Home welcomes the lawyer with it. */
export interface FirmWelcomeState {
  joinedFirm: { name: string; hasIndividualMembership: boolean };
}

export function firmWelcomeState(accepted: AcceptedInvitation): FirmWelcomeState {
  return {
    joinedFirm: { name: accepted.firm.name, hasIndividualMembership: accepted.hasIndividualMembership },
  };
}

export function readFirmWelcome(state: unknown): FirmWelcomeState['joinedFirm'] | null {
  if (typeof state !== 'object' || state === null || !('joinedFirm' in state)) return null;
  const joined: unknown = state.joinedFirm;
  if (
    typeof joined !== 'object' ||
    joined === null ||
    !('name' in joined) ||
    !('hasIndividualMembership' in joined)
  ) {
    return null;
  }
  const { name, hasIndividualMembership } = joined;
  return typeof name === 'string' && typeof hasIndividualMembership === 'boolean'
    ? { name, hasIndividualMembership }
    : null;
}

/** The welcome toast after joining. */
export function welcomeMessage(firmName: string): string {
  return `Welcome to ${firmName}! Your seat opens every course.`;
}
