import { createSignedInAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test.describe('the shared frame', () => {
  test('the header highlights the active entry as the user navigates', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the desktop header; the phone uses the mobile menu');
    // Certificates is a signed-in page (a visitor is sent to log in).
    await createSignedInAccount(page.request, 'Edsger Dijkstra', 'edsger');
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Browse' }).click();
    await expect(page).toHaveURL(/\/dashboard\/courses$/);
    await expect(nav.getByRole('link', { name: 'Browse' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Certificates' }).click();
    await expect(page).toHaveURL(/\/dashboard\/certificates$/);
    await expect(nav.getByRole('link', { name: 'Certificates' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Browse' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Compliance' }).click();
    await expect(page).toHaveURL(/\/dashboard\/compliance$/);
    await expect(nav.getByRole('link', { name: 'Compliance' })).toHaveAttribute('aria-current', 'page');
  });

  test('visitors see Login and Register', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'on phones they are inside the mobile menu');
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/sign-in');
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/sign-up/');
  });

  test('the mobile menu locks page scrolling while open and unlocks on Escape and on navigation', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the mobile menu shows below the lg breakpoint');
    // Certificates is a signed-in page: a visitor would be sent on to log in.
    await createSignedInAccount(page.request, 'Grace Hopper', 'grace-phone');
    await page.goto('/dashboard/courses');
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    const toggle = page.getByRole('button', { name: /menu/i }).first();
    await toggle.click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    expect(await overflow()).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await overflow()).not.toBe('hidden');

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await overflow()).toBe('hidden');
    await menu.getByRole('link', { name: 'Certificates' }).click();
    await expect(page).toHaveURL(/\/dashboard\/certificates$/);
    await expect(menu).toBeHidden();
    expect(await overflow()).not.toBe('hidden');
  });

  test('the cookie notice appears, Accept hides it, and it stays hidden after reload', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toContainText(
      'This website uses cookies to improve your experience. By continuing, you accept our cookie policy.',
    );
    await expect(notice.getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  });

  test('unknown paths show a real 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse courses' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/courses$/);
  });
});
