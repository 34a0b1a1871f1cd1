import type { CourseCompletionStatus } from '@counsel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWatchProgress } from '../../../app/testing/player-fixtures';
import { registerAuthTokenGetter } from '../../../lib/api-client';
import { CERTIFICATE_POLL_INTERVAL_MS } from '../hooks/use-poll-deadline';
import {
  claimableCalifornia,
  claimableNewYork,
  COURSE_ID,
  COURSE_SLUG,
  makeCertificate,
  makeCompletion,
  makeRequirements,
  makeStatus,
} from '../testing/completion-fixtures';
import { pdfResponse, stubFetchRoutes, stubObjectUrls } from '../testing/fetch-routes-stub';
import { renderPanel, watchedProgress } from '../testing/render-panel';

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const STATUS = `GET /api/completed-course/${COURSE_SLUG}`;
const CLAIM = `POST /api/completed-course/${COURSE_SLUG}`;
const QUESTIONNAIRES = `GET /api/questionnaire/course/${COURSE_SLUG}`;

const checklist = () => within(screen.getByRole('list', { name: 'Requirements for credit' }));
const itemTexts = () =>
  checklist()
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('CompletionPanel', { timeout: 20_000 }, () => {
  it('lists the requirements met and not met in words, and refetches them as the progress moves on', async () => {
    let status = makeStatus({ requirements: makeRequirements([]) });
    const api = stubFetchRoutes({ [STATUS]: () => ({ body: status }) });
    const { setProgress } = renderPanel({ progress: makeWatchProgress({ courseId: COURSE_ID }) });

    expect(await screen.findByRole('heading', { level: 2, name: 'Earn your credit' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Requirements for credit' });
    expect(itemTexts()).toEqual([
      'Watch the whole program — not yet',
      'Enter the attendance codes shown during the program — not yet',
      'Submit the course evaluation — not yet',
    ]);
    // Not watched yet: the questionnaires wait, and are not asked for.
    expect(
      screen.getByText('The course evaluation opens once you have watched the whole program.'),
    ).toBeTruthy();
    expect(api.countOf(QUESTIONNAIRES)).toBe(0);
    expect(api.countOf(STATUS)).toBe(1);

    // A heartbeat moves the percent: the checklist is asked again.
    setProgress(makeWatchProgress({ courseId: COURSE_ID, progressPercent: 60 }));
    await waitFor(() => expect(api.countOf(STATUS)).toBe(2));

    // The last code entered: asked again, and the new answer shows.
    status = makeStatus({ requirements: makeRequirements(['WATCHED', 'ATTENDANCE_CODES'], true) });
    setProgress(
      watchedProgress({ verification: { method: 'ATTENDANCE_CODES', codesEntered: 2, complete: true } }),
    );
    await waitFor(() => expect(itemTexts()[0]).toBe('Watch the whole program — done'));
    expect(itemTexts()).toEqual([
      'Watch the whole program — done',
      'Enter the attendance codes shown during the program — done',
      'Submit the course evaluation — not yet',
      'Pass the knowledge check — not yet',
    ]);
    expect(api.countOf(STATUS)).toBe(3);
  });

  it('claims credit with the admissions pre-checked, then polls until the certificate is ready', async () => {
    // The polling runs on timers: faked (still flowing with real time) so the test can jump past the next polls.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClaimed = vi.fn();
    const claimed = makeCompletion({
      credits: [...claimableNewYork.credits, ...claimableCalifornia.credits],
      certificate: null,
    });
    let status: CourseCompletionStatus = makeStatus({
      requirements: makeRequirements(['WATCHED', 'ATTENDANCE_CODES', 'EVALUATION']),
      canClaim: true,
    });
    const api = stubFetchRoutes({
      [STATUS]: (_body, index) => {
        // After the claim (the first call was before it): the certificate is ready at the second poll.
        if (status.completion && index >= 2) {
          status = { ...status, completion: { ...claimed, certificate: makeCertificate() } };
        }
        return { body: status };
      },
      [QUESTIONNAIRES]: { body: { items: [] } },
      [CLAIM]: () => {
        status = makeStatus({ requirements: status.requirements, completion: claimed });
        return { status: 201, body: claimed };
      },
    });
    const user = userEvent.setup();
    renderPanel({ progress: watchedProgress(), onClaimed });

    const form = within(await screen.findByRole('region', { name: 'Claim your credit' }));
    const newYork = form.getByRole('checkbox', { name: 'New York — 1.0 CLE Ethics, 0.5 CLE General' });
    const california = form.getByRole('checkbox', { name: 'California — 1.5 CLE Ethics' });
    // The admission with a bar number starts ticked; the other says where to add one.
    expect((newYork as HTMLInputElement).checked).toBe(true);
    expect((california as HTMLInputElement).checked).toBe(false);
    expect(form.getByText('Bar number 4455667')).toBeTruthy();
    expect(form.getByText(/No bar number on file/)).toBeTruthy();
    expect(form.getByRole('link', { name: 'add it in Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );

    // Nothing chosen: refused here, nothing sent.
    await user.click(newYork);
    await user.click(form.getByRole('button', { name: 'Claim credit' }));
    expect(form.getByText('Choose at least one jurisdiction.')).toBeTruthy();
    expect(api.countOf(CLAIM)).toBe(0);

    await user.click(california);
    await user.click(newYork);
    await user.click(form.getByRole('button', { name: 'Claim credit' }));
    await waitFor(() => expect(api.bodiesTo(CLAIM)).toEqual([{ jurisdictionCodes: ['NY', 'CA'] }]));
    expect(onClaimed).toHaveBeenCalledTimes(1);

    expect(await screen.findByRole('heading', { level: 3, name: 'Completed on March 5, 2026' })).toBeTruthy();
    const credit = within(screen.getByRole('list', { name: 'Credit earned' }));
    expect(credit.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'New York — 1.0 CLE Ethics, 0.5 CLE General',
      'California — 1.5 CLE Ethics',
    ]);
    expect(screen.getByText('Preparing your certificate…')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Claim your credit' })).toBeNull();

    // Polled every 1.5 s until the certificate arrives.
    const download = await screen.findByRole('button', { name: 'Download certificate (PDF)' });
    expect(download).toBeTruthy();
    expect(screen.queryByText('Preparing your certificate…')).toBeNull();
    expect(screen.getByRole('link', { name: 'View on the verification page' }).getAttribute('href')).toBe(
      '/verify/CCLE-2026-7KQ2M9XD',
    );
    expect(screen.getByText('CCLE-2026-7KQ2M9XD')).toBeTruthy();
    const polls = api.countOf(STATUS);
    expect(polls).toBeGreaterThanOrEqual(3);
    // Ready: the polling stops — three more poll intervals pass without a request.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * CERTIFICATE_POLL_INTERVAL_MS);
    });
    expect(api.countOf(STATUS)).toBe(polls);
  });

  it('shows the server’s reason when a claim is refused, and the checklist is asked again', async () => {
    const status = makeStatus({
      requirements: makeRequirements(['WATCHED', 'ATTENDANCE_CODES', 'EVALUATION']),
      canClaim: true,
    });
    const api = stubFetchRoutes({
      [STATUS]: { body: status },
      [QUESTIONNAIRES]: { body: { items: [] } },
      [CLAIM]: {
        status: 409,
        body: {
          error: {
            code: 'REQUIREMENTS_NOT_MET',
            message: 'Finish every step of the course before claiming credit.',
            details: { missing: ['EVALUATION'] },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderPanel({ progress: watchedProgress() });
    const form = within(await screen.findByRole('region', { name: 'Claim your credit' }));
    await user.click(form.getByRole('button', { name: 'Claim credit' }));
    expect(await form.findByText('Finish every step of the course before claiming credit.')).toBeTruthy();
    await waitFor(() => expect(api.countOf(STATUS)).toBe(2));
  });

  it('downloads the certificate with the bearer token, as certificate-<number>.pdf', async () => {
    cleanups.push(registerAuthTokenGetter(() => Promise.resolve('token-1')));
    const urls = stubObjectUrls();
    cleanups.push(urls.restore);
    const api = stubFetchRoutes({
      [STATUS]: {
        body: makeStatus({
          requirements: makeRequirements(['WATCHED', 'ATTENDANCE_CODES', 'EVALUATION']),
          completion: makeCompletion(),
        }),
      },
      'GET /api/certificates/CCLE-2026-7KQ2M9XD/pdf': () => pdfResponse(),
    });
    const user = userEvent.setup();
    renderPanel({ progress: watchedProgress({ completed: true }) });
    await user.click(await screen.findByRole('button', { name: 'Download certificate (PDF)' }));

    await waitFor(() => expect(urls.click).toHaveBeenCalledTimes(1));
    const pdfCall = api.calls().find((call) => call.path.endsWith('/pdf'));
    expect(pdfCall?.headers.Authorization).toBe('Bearer token-1');
    const link = urls.click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('certificate-CCLE-2026-7KQ2M9XD.pdf');
    expect(link.href).toBe('blob:certificate');
    expect(urls.createObjectURL).toHaveBeenCalledTimes(1);
    // Revoked a moment after the click, and the link is gone.
    expect(urls.revokeObjectURL).not.toHaveBeenCalled();
    await waitFor(() => expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:certificate'));
    expect(link.isConnected).toBe(false);
  });
});
