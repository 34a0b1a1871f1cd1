import { createSignedInAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const THREE_DAYS_MS = 259_200_000;

test.describe('the membership promo', () => {
  test('shows to a signed-in guest, stays away after a dismissal and returns after three days', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the rule is the same on every layout');
    const start = Date.now();
    await page.clock.setFixedTime(start);
    const account = await createSignedInAccount(page.request, 'Grace Hopper', 'promo');

    const promo = page.getByRole('complementary', { name: 'Premium access to all courses' });
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: new RegExp(account.name) })).toBeVisible();
    await expect(promo).toBeVisible();
    await expect(promo.getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/dashboard/choose-your-plan',
    );

    await promo.getByRole('button', { name: 'Dismiss' }).click();
    await expect(promo).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(account.name) })).toBeVisible();
    await expect(promo).toBeHidden();

    // A minute short of three days: still away.
    await page.clock.setFixedTime(start + THREE_DAYS_MS - 60_000);
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(account.name) })).toBeVisible();
    await expect(promo).toBeHidden();

    // Three days after the dismissal: back.
    await page.clock.setFixedTime(start + THREE_DAYS_MS + 1_000);
    await page.reload();
    await expect(promo).toBeVisible();

    // Pages that hide it keep it hidden.
    await page.goto('/dashboard/choose-your-plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await expect(promo).toBeHidden();
  });

  test('never shows to a visitor', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'Login sits in the closed mobile menu on a phone');
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Premium access to all courses' })).toBeHidden();
  });
});
