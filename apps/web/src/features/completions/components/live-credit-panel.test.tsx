import type { CourseCompletionStatus } from '@counsel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSessionDateTime, formatTime } from '../../../lib/format-date';
import { LIVE_CREDIT_REFRESH_MS } from '../hooks/use-live-credit';
import {
  COURSE_SLUG,
  claimableCalifornia,
  claimableNewYork,
  makeCertificate,
  makeCompletion,
  makeCredit,
  makeEvaluation,
  makeLiveAttendance,
  makeLiveRequirements,
  makeLiveStatus,
  makeStatus,
} from '../testing/completion-fixtures';
import { stubFetchRoutes } from '../testing/fetch-routes-stub';
import { renderLivePanel } from '../testing/render-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const STATUS = `GET /api/completed-course/${COURSE_SLUG}`;
const CLAIM = `POST /api/completed-course/${COURSE_SLUG}`;
const QUESTIONNAIRES = `GET /api/questionnaire/course/${COURSE_SLUG}`;

const ATTENDED = 'Attend the live session, entering the attendance codes shown during it';
const EVALUATED = 'Submit the course evaluation';

const findPanel = async () => within(await screen.findByRole('region', { name: 'Earn your credit' }));
const attendanceRegion = () => within(screen.getByRole('region', { name: 'Your attendance' }));
/** The attendance facts as the lawyer reads them: each term with its description. */
const facts = () =>
  Object.fromEntries(
    attendanceRegion()
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
const itemTexts = () =>
  within(screen.getByRole('list', { name: 'Requirements for credit' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Credit from 48 verified minutes: NY counts half credits of 50 minutes, California tenths of 60. */
const liveNewYork = { ...claimableNewYork, credits: [makeCredit('NY', { category: 'GENERAL', hours: 0.5 })] };
const liveCalifornia = {
  ...claimableCalifornia,
  credits: [makeCredit('CA', { category: 'ETHICS', hours: 0.8 })],
};

describe('LiveCreditPanel', { timeout: 20_000 }, () => {
  it('before the end says when credit opens, then turns into the checklist when the session is over', async () => {
    // The refresh runs on timers: faked (still flowing with real time) so the test can jump a minute ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2027-03-05T13:50:00.000Z'));
    const upcoming = makeLiveAttendance({
      sessionEnded: false,
      presentMinutes: 0,
      verifiedMinutes: 0,
      codesShown: 0,
      codesEntered: 0,
    });
    let status = makeLiveStatus({ liveAttendance: upcoming, requirements: makeLiveRequirements([]) });
    const api = stubFetchRoutes({
      [STATUS]: () => ({ body: status }),
      [QUESTIONNAIRES]: { body: { items: [makeEvaluation()] } },
    });
    renderLivePanel();

    const panel = await findPanel();
    expect(
      await panel.findByText(`Credit opens when the session ends at ${formatTime(upcoming.endsAt)}.`),
    ).toBeTruthy();
    expect(facts()).toEqual({
      'Your session': `${formatSessionDateTime(upcoming.startsAt)} to ${formatTime(upcoming.endsAt)}`,
    });
    expect(itemTexts()).toEqual([`${ATTENDED} — not yet`, `${EVALUATED} — not yet`]);
    expect(panel.getByText('The course evaluation opens when your session ends.')).toBeTruthy();
    expect(api.countOf(QUESTIONNAIRES)).toBe(0);
    expect(panel.queryByRole('region', { name: 'Claim your credit' })).toBeNull();

    // The session is under way: the next minute's answer says the time verified so far.
    status = makeLiveStatus({
      liveAttendance: {
        ...upcoming,
        presentMinutes: 20,
        verifiedMinutes: 12,
        codesShown: 1,
        codesEntered: 1,
      },
      requirements: makeLiveRequirements([]),
    });
    vi.setSystemTime(new Date('2027-03-05T14:20:00.000Z'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_CREDIT_REFRESH_MS);
    });
    await waitFor(() =>
      expect(facts()['Verified so far']).toBe('12 minutes verified; 1 of 1 attendance code entered.'),
    );

    // The session ends: a minute later the attendance, the checklist and the evaluation show, without a reload.
    status = makeLiveStatus();
    vi.setSystemTime(new Date('2027-03-05T15:00:30.000Z'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_CREDIT_REFRESH_MS);
    });
    await waitFor(() => expect(itemTexts()[0]).toBe(`${ATTENDED} — done`));
    expect(api.countOf(STATUS)).toBe(3);
    expect(panel.queryByText(/^Credit opens when/)).toBeNull();
    expect(facts()).toEqual({
      'Your session': `${formatSessionDateTime(upcoming.startsAt)} to ${formatTime(upcoming.endsAt)}`,
      Attendance:
        'You attended 52 of 60 minutes; 48 minutes were verified by the 2 of 3 attendance codes you entered.',
      Credit: 'Your 48 verified minutes count for credit (at least 25 are needed).',
    });
    expect(await panel.findByRole('heading', { level: 3, name: 'Course evaluation' })).toBeTruthy();

    // Over: no more asking every minute.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * LIVE_CREDIT_REFRESH_MS);
    });
    expect(api.countOf(STATUS)).toBe(3);
  });

  it('after the end, above the minimum: claims the credit the verified minutes earn, then shows the certificate', async () => {
    const onClaimed = vi.fn();
    const claimed = makeCompletion({
      format: 'LIVE',
      course: { format: 'LIVE' },
      credits: [...liveNewYork.credits, ...liveCalifornia.credits],
      verificationMethod: 'Live attendance: 48 verified minutes; 2 of 3 attendance codes entered.',
      certificate: null,
    });
    let status: CourseCompletionStatus = makeLiveStatus({
      requirements: makeLiveRequirements(['LIVE_ATTENDANCE', 'EVALUATION']),
      canClaim: true,
      claimableJurisdictions: [liveNewYork, liveCalifornia],
    });
    const api = stubFetchRoutes({
      [STATUS]: (_body, index) => {
        // After the claim (the first call was before it): the certificate is ready at the second poll.
        if (status.completion && index >= 2) {
          status = { ...status, completion: { ...claimed, certificate: makeCertificate() } };
        }
        return { body: status };
      },
      [QUESTIONNAIRES]: { body: { items: [makeEvaluation({ satisfied: true, attemptsRemaining: 0 })] } },
      [CLAIM]: () => {
        status = { ...status, canClaim: false, completion: claimed };
        return { status: 201, body: claimed };
      },
    });
    const user = userEvent.setup();
    renderLivePanel({ onClaimed });

    const form = within(await screen.findByRole('region', { name: 'Claim your credit' }));
    expect(facts().Attendance).toBe(
      'You attended 52 of 60 minutes; 48 minutes were verified by the 2 of 3 attendance codes you entered.',
    );
    expect(itemTexts()).toEqual([`${ATTENDED} — done`, `${EVALUATED} — done`]);
    const newYork = form.getByRole('checkbox', { name: 'New York — 0.5 CLE General' });
    expect((newYork as HTMLInputElement).checked).toBe(true);
    await user.click(form.getByRole('checkbox', { name: 'California — 0.8 CLE Ethics' }));
    await user.click(form.getByRole('button', { name: 'Claim credit' }));
    await waitFor(() => expect(api.bodiesTo(CLAIM)).toEqual([{ jurisdictionCodes: ['NY', 'CA'] }]));
    expect(onClaimed).toHaveBeenCalledTimes(1);

    expect(await screen.findByRole('heading', { level: 3, name: 'Completed on March 5, 2026' })).toBeTruthy();
    const credit = within(screen.getByRole('list', { name: 'Credit earned' }));
    expect(credit.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'New York — 0.5 CLE General',
      'California — 0.8 CLE Ethics',
    ]);
    expect(screen.queryByRole('region', { name: 'Claim your credit' })).toBeNull();
    // Polled until the certificate arrives.
    expect(await screen.findByRole('button', { name: 'Download certificate (PDF)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on the verification page' }).getAttribute('href')).toBe(
      '/verify/CCLE-2026-7KQ2M9XD',
    );
  });

  it('below the minimum says how many verified minutes are needed, and offers no claim', async () => {
    stubFetchRoutes({
      [STATUS]: {
        body: makeLiveStatus({
          liveAttendance: makeLiveAttendance({ presentMinutes: 41, verifiedMinutes: 20, codesEntered: 1 }),
          requirements: makeLiveRequirements(['EVALUATION']),
          canClaim: false,
          claimableJurisdictions: [],
        }),
      },
      [QUESTIONNAIRES]: { body: { items: [] } },
    });
    renderLivePanel();
    const panel = await findPanel();
    expect(await panel.findByText('No credit for this session.')).toBeTruthy();
    expect(facts().Attendance).toBe(
      'You attended 41 of 60 minutes; 20 minutes were verified by the 1 of 3 attendance codes you entered.',
    );
    expect(facts().Credit).toBeUndefined();
    expect(
      panel.getByText(
        'At least 25 verified minutes are needed for credit, so no credit can be claimed for this session. To ' +
          'earn credit, attend another session of this course and enter each attendance code shown during it.',
      ),
    ).toBeTruthy();
    expect(itemTexts()).toEqual([`${ATTENDED} — not yet`, `${EVALUATED} — done`]);
    expect(panel.queryByRole('region', { name: 'Claim your credit' })).toBeNull();
    expect(panel.queryByRole('button', { name: 'Claim credit' })).toBeNull();
    expect(panel.queryByText(/no approved credit/)).toBeNull();
  });

  it('asks an enrolled lawyer who has no registration to register for a session', async () => {
    stubFetchRoutes({
      [STATUS]: {
        body: makeLiveStatus({ liveAttendance: null, requirements: makeLiveRequirements([]) }),
      },
    });
    renderLivePanel();
    const panel = await findPanel();
    expect(
      await panel.findByText(
        'Register for a session of this course to earn credit for it. Credit opens when your session ends.',
      ),
    ).toBeTruthy();
    expect(itemTexts()).toEqual([`${ATTENDED} — not yet`, `${EVALUATED} — not yet`]);
  });

  it('shows nothing when the lawyer is earning the credit from the recording', async () => {
    const api = stubFetchRoutes({ [STATUS]: { body: makeStatus() } });
    renderLivePanel();
    expect(await screen.findByRole('region', { name: 'Earn your credit' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Earn your credit' })).toBeNull());
    expect(api.countOf(STATUS)).toBe(1);
  });

  it('says it is loading, then shows the error with Retry, which asks again', async () => {
    let release: () => void = () => undefined;
    const firstAnswer = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = stubFetchRoutes({
      [STATUS]: async (_body, index) => {
        if (index === 0) {
          await firstAnswer;
          return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something broke' } } };
        }
        return { body: makeLiveStatus() };
      },
      [QUESTIONNAIRES]: { body: { items: [] } },
    });
    const user = userEvent.setup();
    renderLivePanel();
    const panel = await findPanel();
    expect(panel.getByRole('status').textContent).toBe('Loading your requirements for credit…');
    release();
    const alert = within(await panel.findByRole('alert'));
    expect(alert.getByText('We could not load your requirements for credit. Something broke.')).toBeTruthy();
    await user.click(alert.getByRole('button', { name: 'Retry' }));
    expect(await panel.findByRole('region', { name: 'Your attendance' })).toBeTruthy();
    expect(panel.queryByRole('alert')).toBeNull();
    expect(api.countOf(STATUS)).toBe(2);
  });

  it('comes into view when the page is opened at #earn-credit (the live room’s link)', async () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      stubFetchRoutes({ [STATUS]: { body: makeLiveStatus() }, [QUESTIONNAIRES]: { body: { items: [] } } });
      renderLivePanel({ initialEntry: `/dashboard/courses/${COURSE_SLUG}#earn-credit` });
      await (await findPanel()).findByRole('region', { name: 'Your attendance' });
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect((scrollIntoView.mock.contexts[0] as HTMLElement).id).toBe('earn-credit');
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});
