// Named to sort second: it lasts a whole session (about 8 minutes), so it starts first on the second worker.
import { pdfText } from '@counsel/test-support/pdf-text';
import {
  addAdmission,
  becomeMember,
  bearerToken,
  createSignedInAccount,
  answerCourseEvaluation,
} from '../support/accounts';
import { expect, test } from '../support/fixtures';

// A live course whose seeded session is long past, with CLE approved in every US state and no knowledge check. The
// development tool POST /dev/live-sessions gives it a built-in session starting in about a minute, 6 minutes long:
// Florida's 50-minute credit hour grants 0.1 for 5 verified minutes (the minimum is half the session, 3).
const COURSE = 'representing-children-in-dependency-and-termination-proceedings';
const TITLE = 'Representing Children in Dependency and Termination Proceedings';
const SESSION_MINUTES = 6;

test.describe('live credit: a session from its start to the certificate', () => {
  test.skip(({ isMobile }) => isMobile, 'one run of the whole flow (it lasts the session: about 8 minutes)');

  test('a member registers for a session starting in a minute, attends with the code, claims and gets a live-webinar certificate', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(12 * 60_000);
    await createSignedInAccount(page.request, 'Wendell Webinar', 'webinar');
    await becomeMember(page);
    await addAdmission(page.request, 'FL', 'FL-1020304');
    const scheduled = await page.request.post('/dev/live-sessions', {
      data: { courseId: COURSE, startsInSeconds: 75, durationMinutes: SESSION_MINUTES },
      headers: { authorization: `Bearer ${await bearerToken(page.request)}` },
    });
    expect(scheduled.status()).toBe(201);
    const { endsAt } = (await scheduled.json()) as { startsAt: string; endsAt: string };

    // Register on the course page: the session is about to start.
    await page.goto(`/dashboard/courses/${COURSE}`);
    const sessions = page.getByRole('region', { name: /Sessions/ });
    await sessions.getByRole('radio').first().check();
    await sessions.getByRole('button', { name: 'Register for this session' }).click();
    await expect(sessions.getByText(/You.re registered for/)).toBeVisible();
    await expect(sessions.getByText('Starting soon').first()).toBeVisible();

    // Join before the start: the room counts down, then its status turns live by itself (every 60 s), no reload.
    await sessions.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Starting soon').first()).toBeVisible();
    await expect(page.getByText('Live now').first()).toBeVisible({ timeout: 150_000 });

    // The code shows at an undisclosed moment and is entered.
    const code = page.getByText(/Attendance code 1:/);
    await expect(code).toBeVisible({ timeout: SESSION_MINUTES * 60_000 });
    const digits = /(\d{4})/.exec(await code.innerText())?.[1] ?? '';
    expect(digits).toMatch(/^\d{4}$/);
    await page.getByLabel('Attendance code').fill(digits);
    await page.getByRole('button', { name: 'Submit code' }).click();
    await expect(page.getByText(/1 of 1/).first()).toBeVisible();
    await checkA11y('live room with the code entered');

    // Stay to the end; then the room leads to the credit.
    const claimLink = page.getByRole('link', { name: 'Claim your credit' });
    await expect(claimLink).toBeVisible({ timeout: Date.parse(endsAt) - Date.now() + 90_000 });
    await claimLink.click();
    const panel = page.getByRole('region', { name: 'Earn your credit' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByText(/minutes were verified by the attendance code you entered/)).toBeVisible();
    await checkA11y('course page with the live credit panel');

    // The evaluation, then the claim for Florida.
    const evaluation = panel.getByRole('region', { name: 'Course evaluation' });
    await answerCourseEvaluation(evaluation);
    await evaluation.getByRole('button', { name: 'Submit evaluation' }).click();
    const claim = page.getByRole('region', { name: 'Claim your credit' });
    await expect(claim).toBeVisible({ timeout: 15_000 });
    const florida = claim.getByRole('checkbox', { name: /^Florida — 0\.1 CLE General/ });
    await expect(florida).toBeChecked();
    await claim.getByRole('button', { name: 'Claim credit' }).click();

    // The certificate says it was a live webinar.
    const download = page.getByRole('button', { name: 'Download certificate (PDF)' });
    await expect(download).toBeVisible({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const text = await pdfText(new Uint8Array(Buffer.concat(chunks)));
    expect(text).toContain('Wendell Webinar');
    expect(text).toContain('Live webinar');
    expect(text).toContain('Florida');
    expect(text).toContain('FL-1020304');
  });
});
