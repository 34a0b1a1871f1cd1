import { describe, expect, it } from 'vitest';
import { actionButtonText, actionConfirmation, memberActions } from './member-actions';

const member = (
  status: 'PENDING' | 'ACTIVE' | 'REVOKED',
  extra: { isAdministrator?: boolean; isOwner?: boolean } = {},
) => ({
  name: 'Grace Hopper',
  email: 'grace@firm.example',
  status,
  isAdministrator: extra.isAdministrator ?? false,
  isOwner: extra.isOwner ?? false,
});
const firm = { seatsFree: 2, seatsPurchased: 5, overBy: 0 };

describe('memberActions', () => {
  it('offers what each status allows, and nothing that would touch the buyer', () => {
    expect(memberActions(member('PENDING'))).toEqual(['RESEND', 'REVOKE', 'REMOVE']);
    expect(memberActions(member('REVOKED'))).toEqual(['RESEND', 'REMOVE']);
    expect(memberActions(member('ACTIVE'))).toEqual(['MAKE_ADMIN', 'REMOVE']);
    expect(memberActions(member('ACTIVE', { isAdministrator: true }))).toEqual(['REMOVE_ADMIN', 'REMOVE']);
    expect(memberActions(member('ACTIVE', { isAdministrator: true, isOwner: true }))).toEqual([]);
  });

  it('names the member in every button', () => {
    expect(actionButtonText('RESEND', member('REVOKED'))).toEqual({
      label: 'Re-invite',
      more: ' Grace Hopper',
    });
    expect(actionButtonText('REMOVE', member('ACTIVE'))).toEqual({
      label: 'Remove',
      more: ' Grace Hopper from the firm',
    });
  });
});

describe('actionConfirmation', () => {
  it('blocks inviting a revoked lawyer again while no seat is free, or the firm is over its seats', () => {
    expect(actionConfirmation('RESEND', member('REVOKED'), firm, null).blocked).toBeNull();
    expect(actionConfirmation('RESEND', member('REVOKED'), { ...firm, seatsFree: 0 }, null).blocked).toMatch(
      /^No seat is free/,
    );
    expect(
      actionConfirmation('RESEND', member('REVOKED'), { ...firm, overBy: 1 }, null).blocked,
    ).not.toBeNull();
  });

  it('says what a removal means for the seat and the access, by status', () => {
    expect(actionConfirmation('REMOVE', member('ACTIVE'), firm, null).paragraphs.join(' ')).toContain(
      'loses the access that came with the firm’s seat',
    );
    expect(actionConfirmation('REMOVE', member('PENDING'), firm, null).paragraphs.join(' ')).toContain(
      'The seat becomes free.',
    );
    expect(actionConfirmation('REMOVE', member('REVOKED'), firm, null).paragraphs.join(' ')).toContain(
      'your free seats do not change',
    );
  });

  it('warns administrators acting on themselves', () => {
    const self = member('ACTIVE', { isAdministrator: true });
    expect(actionConfirmation('REMOVE_ADMIN', self, firm, 'GRACE@firm.example').paragraphs.at(-1)).toBe(
      'That is you: you will no longer see Manage Firm.',
    );
    expect(actionConfirmation('REMOVE_ADMIN', self, firm, 'ada@example.com').paragraphs).toHaveLength(2);
  });
});
