import { expect, test } from '../support/fixtures';

const PAGES = [
  '/',
  '/dashboard',
  '/dashboard/courses',
  '/dashboard/courses?type=CLE&states=NY',
  '/dashboard/learning',
  '/dashboard/certificates',
  '/dashboard/choose-your-plan',
  '/dashboard/admin',
  '/dashboard/settings',
  '/auth/sign-in',
  '/auth/sign-up/',
  '/cookie-policy',
  '/zoom-client-view',
  '/no-such-page',
];

test.describe('accessibility (axe: no serious or critical violation)', () => {
  for (const path of PAGES) {
    test(path, async ({ page, checkA11y }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkA11y(path);
    });
  }

  test('a course page', async ({ page, checkA11y }) => {
    await page.goto('/dashboard/courses');
    await page.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y('course page');
  });

  test('the verification page for a number that does not exist', async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await page.goto('/verify/CCLE-2026-NOTAREAL');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
    await expect(page.getByText(/No certificate has the number/)).toBeVisible();
    await checkA11y('verification of an unknown number');
    // The browser logs the API's 404 answer itself; the page shows it as a result, not an error.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
  });

  test('the mobile menu and the cookie notice, open', async ({ page, checkA11y }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'phone layout only');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkA11y('mobile menu');
  });
});
