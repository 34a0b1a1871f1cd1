import type { Page } from '@playwright/test';
import { answerCourseEvaluation } from './accounts';
import { expect } from './fixtures';

/**
 * Earns an on-demand course's credit the honest way, as a member: enrolls, watches the recording to the end at the
 * fastest speed the test server allows (PLAYBACK_MAX_RATE), enters the attendance code shown, submits the
 * evaluation and claims credit for the admissions ticked by default; resolves once the certificate is ready.
 */
export async function earnOnDemandCredit(page: Page, courseSlug: string): Promise<void> {
  await page.goto(`/dashboard/courses/${courseSlug}`);
  await page.getByRole('button', { name: 'Enroll' }).click();
  await page.getByRole('link', { name: 'Go to course' }).click();
  await expect(page.getByRole('region', { name: 'Video player' })).toBeVisible();
  await page.getByRole('button', { name: /^Playback speed/ }).click();
  await page.getByRole('menuitemradio', { name: '8×' }).click();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const codeAlert = page.getByRole('alert').filter({ hasText: /Attendance code: \d{4}/ });
  await expect(codeAlert).toBeVisible({ timeout: 60_000 });
  const code = /Attendance code: (\d{4})/.exec(await codeAlert.innerText())?.[1] ?? '';
  await expect(page.getByText('Watch requirement met: you have watched the whole video.')).toBeVisible({
    timeout: 60_000,
  });
  await page.getByLabel('Enter an attendance code').fill(code);
  await page.getByRole('button', { name: 'Submit code' }).click();
  const evaluation = page.getByRole('region', { name: 'Course evaluation' });
  await expect(evaluation).toBeVisible({ timeout: 15_000 });
  await answerCourseEvaluation(evaluation);
  await evaluation.getByRole('button', { name: 'Submit evaluation' }).click();
  const claim = page.getByRole('region', { name: 'Claim your credit' });
  await expect(claim).toBeVisible({ timeout: 15_000 });
  await claim.getByRole('button', { name: 'Claim credit' }).click();
  await expect(page.getByRole('button', { name: 'Download certificate (PDF)' })).toBeVisible({
    timeout: 30_000,
  });
}
