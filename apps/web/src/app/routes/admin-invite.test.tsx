import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { makeMember, makeOwner, stubEnterprise } from '../testing/enterprise-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

const ADMIN = '/dashboard/admin';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function firmHeading(name = 'Lovelace & Partners') {
  return screen.findByRole('heading', { level: 1, name });
}

function inviteSection() {
  return screen.getByRole('region', { name: 'Invite lawyers' });
}

describe('Manage Firm: inviting', { timeout: 30_000 }, () => {
  it('invites one lawyer, says so and counts the seat', async () => {
    const api = stubEnterprise();
    const user = userEvent.setup();
    renderApp(ADMIN);
    await firmHeading();
    const invite = inviteSection();
    await user.type(within(invite).getByLabelText('Full name'), 'Alan Turing');
    await user.type(within(invite).getByLabelText('E-mail'), 'Alan@Firm.example');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to alan@firm.example.')).toBeTruthy();
    expect(api.lastBody('/api/enterprise/create-lawyer')).toEqual({
      fullName: 'Alan Turing',
      email: 'alan@firm.example',
    });
    expect(within(invite).getByLabelText<HTMLInputElement>('Full name').value).toBe('');
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Seats in use' }).getAttribute('aria-valuetext')).toBe(
        '2 of 5 seats in use, 3 free',
      ),
    );
    expect(await screen.findByRole('rowheader', { name: /^Alan Turing/ })).toBeTruthy();
  });

  it('checks the fields before sending', async () => {
    const api = stubEnterprise();
    const user = userEvent.setup();
    renderApp(ADMIN);
    await firmHeading();
    const invite = inviteSection();
    await user.type(within(invite).getByLabelText('E-mail'), 'not-an-address');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText('Enter the lawyer’s full name')).toBeTruthy();
    expect(within(invite).getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(api.calls().some((call) => call.includes('create-lawyer'))).toBe(false);
  });

  it('says plainly when the seats ran out, with the numbers', async () => {
    stubEnterprise({
      answers: {
        'POST /api/enterprise/create-lawyer': {
          status: 409,
          body: {
            error: {
              code: 'SEATS_EXHAUSTED',
              message: 'Not enough free seats.',
              details: { seatsPurchased: 5, seatsInUse: 5, seatsFree: 0 },
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ADMIN);
    await firmHeading();
    const invite = inviteSection();
    await user.type(within(invite).getByLabelText('Full name'), 'Alan Turing');
    await user.type(within(invite).getByLabelText('E-mail'), 'alan@firm.example');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(invite).findByText(
        'All 5 seats are taken (5 in use). Nobody was invited. Remove a member, revoke an invitation or buy more seats, then try again.',
      ),
    ).toBeTruthy();
  });

  it('says who is already in the firm', async () => {
    stubEnterprise({
      members: [makeOwner(), makeMember({ name: 'Alan Turing', email: 'alan@firm.example' })],
    });
    const user = userEvent.setup();
    renderApp(ADMIN);
    await firmHeading();
    const invite = inviteSection();
    await user.type(within(invite).getByLabelText('Full name'), 'Alan Turing');
    await user.type(within(invite).getByLabelText('E-mail'), 'alan@firm.example');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText(/^alan@firm\.example is already in your firm/)).toBeTruthy();
  });

  it('previews pasted lines row by row and sends only the new ones', async () => {
    const api = stubEnterprise({
      firm: { seatsPurchased: 4 },
      members: [
        makeOwner(),
        makeMember({ name: 'Alan Turing', email: 'alan@firm.example', status: 'REVOKED' }),
      ],
    });
    const user = userEvent.setup();
    renderApp(ADMIN);
    await firmHeading();
    const invite = inviteSection();
    await user.click(within(invite).getByRole('radio', { name: 'Several lawyers' }));
    await user.click(within(invite).getByLabelText('Names and e-mail addresses'));
    await user.paste(
      [
        'Name,E-mail',
        'Barbara Liskov, barbara@firm.example',
        'Alan Turing, alan@firm.example',
        'Barbara L., BARBARA@firm.example',
        'No Address, nobody',
        'katherine@firm.example, Katherine Johnson',
        'Margaret Hamilton, margaret@firm.example',
        'Dorothy Vaughan, dorothy@firm.example',
      ].join('\n'),
    );

    const preview = await within(invite).findByRole('table', { name: /^Preview/ });
    const results = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(results).toEqual([
      ['Barbara Liskov', 'barbara@firm.example', 'Will be invited'],
      ['Alan Turing', 'alan@firm.example', 'Already in your firm'],
      ['Barbara L.', 'barbara@firm.example', 'Listed twice'],
      ['No Address', 'nobody', 'Not a valid e-mail'],
      ['Katherine Johnson', 'katherine@firm.example', 'Will be invited'],
      ['Margaret Hamilton', 'margaret@firm.example', 'Will be invited'],
      ['Dorothy Vaughan', 'dorothy@firm.example', 'No free seat left'],
    ]);
    expect(
      within(preview).getByText(/3 will be invited · 1 already in your firm · 1 listed twice/),
    ).toBeTruthy();

    await user.click(within(invite).getByRole('button', { name: 'Invite 3 lawyers' }));
    expect(await screen.findByText('3 invitations sent.')).toBeTruthy();
    expect(api.lastBody('/api/enterprise/create-lawyer')).toEqual({
      lawyers: [
        { fullName: 'Barbara Liskov', email: 'barbara@firm.example' },
        { fullName: 'Katherine Johnson', email: 'katherine@firm.example' },
        { fullName: 'Margaret Hamilton', email: 'margaret@firm.example' },
      ],
    });
    expect(within(invite).getByLabelText<HTMLTextAreaElement>('Names and e-mail addresses').value).toBe('');
  });

  it('reads a CSV file into the preview, and shows a refusal of the whole list', async () => {
    stubEnterprise({
      answers: {
        'POST /api/enterprise/create-lawyer': {
          status: 409,
          body: {
            error: {
              code: 'ENTERPRISE_MEMBER_EXISTS',
              message: 'Already members.',
              details: { emails: ['barbara@firm.example'] },
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ADMIN);
    await firmHeading();
    const invite = inviteSection();
    await user.click(within(invite).getByRole('radio', { name: 'Several lawyers' }));
    const file = new File(
      ['"Liskov, Barbara",barbara@firm.example\r\nKatherine Johnson,katherine@firm.example\r\n'],
      'team.csv',
      {
        type: 'text/csv',
      },
    );
    await user.upload(within(invite).getByLabelText('Choose a CSV file'), file);
    expect(await within(invite).findByText('Read from team.csv')).toBeTruthy();
    const preview = await within(invite).findByRole('table', { name: /^Preview/ });
    expect(within(preview).getByRole('cell', { name: 'Liskov, Barbara' })).toBeTruthy();

    await user.click(within(invite).getByRole('button', { name: 'Invite 2 lawyers' }));
    expect(await within(invite).findByText(/^barbara@firm\.example is already in your firm/)).toBeTruthy();
  });
});
