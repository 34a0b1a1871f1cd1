import { pdfText } from '@counsel/test-support/pdf-text';
import {
  addAdmission,
  becomeMember,
  createSignedInAccount,
  answerCourseEvaluation,
} from '../support/accounts';
import { expect, test } from '../support/fixtures';

// An on-demand course with approved New York CLE (Ethics) and no knowledge check: watching, the attendance code
// and the evaluation are all it asks. Its recording is one of the short demo videos (about 80 seconds), and the
// test server lets videos play, and earn credit, at up to 8x (PLAYBACK_MAX_RATE in playwright.config.ts).
const COURSE = 'civility-candor-and-the-duty-to-the-tribunal';
const REFUSED = 'You can move freely through what you have watched. Keep watching to go further.';

test.describe('learning: watch, attend, evaluate, claim, certificate', () => {
  test.skip(({ isMobile }) => isMobile, 'one run of the whole flow; the pages are the same on a phone');

  test('a member watches a course to the end, enters the code, evaluates, claims NY credit and verifies the certificate', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    await createSignedInAccount(page.request, 'Constance Baker', 'learner');
    await becomeMember(page);
    await addAdmission(page.request, 'NY', '5550123');

    // Enroll from the course page, then go to the player.
    await page.goto(`/dashboard/courses/${COURSE}`);
    await page.getByRole('button', { name: 'Enroll' }).click();
    await page.getByRole('link', { name: 'Go to course' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${COURSE}/watch`));
    const player = page.getByRole('region', { name: 'Video player' });
    await expect(player).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '0% watched' })).toBeVisible();
    await checkA11y('course player');

    // Nothing watched yet: seeking ahead is refused, politely.
    const seek = page.getByRole('slider', { name: 'Seek' });
    await seek.focus();
    await page.keyboard.press('ArrowRight');
    await expect(player.getByText(REFUSED)).toBeVisible();

    // The fastest speed this server allows, then play to the end.
    await page.getByRole('button', { name: /^Playback speed/ }).click();
    await page.getByRole('menuitemradio', { name: '8×' }).click();
    await expect(page.getByRole('button', { name: 'Playback speed 8×' })).toBeVisible();
    await page.getByRole('button', { name: 'Play', exact: true }).click();

    // The attendance code appears while watching; note it down.
    const codeAlert = page.getByRole('alert').filter({ hasText: /Attendance code: \d{4}/ });
    await expect(codeAlert).toBeVisible({ timeout: 60_000 });
    const code = /Attendance code: (\d{4})/.exec(await codeAlert.innerText())?.[1] ?? '';
    expect(code).toMatch(/^\d{4}$/);

    // Watched through: the server says so (the last fraction of a second may go uncounted; a few seconds' grace).
    await expect(page.getByText('Watch requirement met: you have watched the whole video.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('progressbar', { name: /^(99|100)% watched$/ })).toBeVisible();
    await page.getByLabel('Enter an attendance code').fill(code);
    await page.getByRole('button', { name: 'Submit code' }).click();
    await expect(
      page.getByRole('region', { name: 'Attendance codes' }).getByText('All attendance codes entered'),
    ).toBeVisible();

    // The evaluation.
    const evaluation = page.getByRole('region', { name: 'Course evaluation' });
    await expect(evaluation).toBeVisible({ timeout: 15_000 });
    await answerCourseEvaluation(evaluation);
    await evaluation.getByLabel(/What could be improved/).fill('More examples from appellate practice.');
    await evaluation.getByRole('button', { name: 'Submit evaluation' }).click();

    // Claim: the New York admission is ticked already.
    const claim = page.getByRole('region', { name: 'Claim your credit' });
    await expect(claim).toBeVisible({ timeout: 15_000 });
    const newYork = claim.getByRole('checkbox', { name: /^New York — 1\.0 CLE Ethics/ });
    await expect(newYork).toBeChecked();
    await claim.getByRole('button', { name: 'Claim credit' }).click();

    // The certificate is prepared by a job; the page polls until it is ready.
    const download = page.getByRole('button', { name: 'Download certificate (PDF)' });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await checkA11y('course player with the certificate ready');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const number = /^certificate-(CCLE-\d{4}-[0-9A-Z]{8})\.pdf$/.exec(file.suggestedFilename())?.[1] ?? '';
    expect(number, file.suggestedFilename()).not.toBe('');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const text = await pdfText(new Uint8Array(Buffer.concat(chunks)));
    expect(text).toContain('Constance Baker');
    expect(text).toContain('Civility, Candor');
    expect(text).toContain('New York');
    expect(text).toContain(number);

    // My certificates lists it; the public verification page confirms it, signed out too.
    await page.goto('/dashboard/certificates');
    await expect(page.getByText(number)).toBeVisible();
    await checkA11y('certificates');
    await page.context().clearCookies();
    await page.goto(`/verify/${number}`);
    await expect(page.getByText('Valid certificate')).toBeVisible();
    await expect(page.getByText('Constance Baker')).toBeVisible();
    await checkA11y('certificate verification');
  });
});
