import { createSignedInAccount, mailLink, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test.describe('identity', () => {
  test('the whole path: sign up, verify, onboard, account menu, sign out, sign in, forgot and reset the password', async ({
    page,
    checkA11y,
    consoleErrors,
  }, testInfo) => {
    // The longest path of the suite: about 15 s alone, twice that on a busy two-core CI machine.
    test.setTimeout(90_000);
    test.skip(
      testInfo.project.name === 'phone',
      'one run of the whole path is enough; the phone menu is covered elsewhere',
    );
    const email = uniqueEmail('ana');
    const password = 'orchid-lantern-harbor-58';

    await page.goto('/auth/sign-up/');
    await page.getByLabel('Full name').fill('Ana María Ruiz');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    await page.goto(await mailLink(page.request, email, 'verify-email'));
    await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // First-time set-up: where the lawyer is admitted, then the practice areas that interest them.
    await expect(page).toHaveURL(/\/dashboard\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Where are you admitted?' })).toBeVisible();
    await page.getByLabel('Jurisdiction', { exact: true }).fill('New York');
    await page.keyboard.press('Enter');
    await page.getByLabel('Bar or registration number').fill('NY-4455667');
    await page.getByLabel(/Date of birth/).fill('1984-06-12');
    await page.getByRole('button', { name: 'Add jurisdiction' }).click();
    await expect(page.getByRole('list', { name: 'Your jurisdictions' })).toContainText('NY-4455667');
    await checkA11y('onboarding, jurisdictions');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Which practice areas interest you?' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Adoption' }).check();
    await checkA11y('onboarding, practice areas');
    await page.getByRole('button', { name: 'Finish' }).click();

    // Browse opens on the lawyer's own jurisdiction.
    await expect(page).toHaveURL(/\/dashboard\/courses\?states=NY$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse courses' })).toBeVisible();

    const account = page.getByRole('button', { name: /Ana María Ruiz/ });
    await expect(account).toBeVisible();
    await expect(account).toContainText('AM');
    await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
    await checkA11y('signed in');

    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Manage Firm' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/auth/sign-in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(account).toBeVisible();

    // Forgot password: the e-mailed link sets a new password; the old one stops working.
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/auth/sign-in');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    await page.goto(await mailLink(page.request, email, 'reset-password'));
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('new-orchard-lantern-77');
    await page.getByLabel('Repeat the new password').fill('new-orchard-lantern-77');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toBeVisible();

    await page.goto('/auth/sign-in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('The e-mail or password is not right.')).toBeVisible();
    await page.getByLabel('Password').fill('new-orchard-lantern-77');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(account).toBeVisible();
    // The browser reports the refused sign-in (401) in the console itself; that one is expected here.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 401/.test(e)));
  });

  test('a visitor at a signed-in page logs in and comes straight back to it', async ({
    page,
    checkA11y,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'one run of the whole path is enough');
    const account = await createSignedInAccount(page.request, 'Alan Turing', 'alan');
    // Signed in through the API, then the cookies are dropped: a visitor who has an account.
    await page.context().clearCookies();

    await page.goto('/dashboard/certificates');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByText('You will go straight back to the page you opened.')).toBeVisible();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/certificates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
    await checkA11y('certificates, signed in');
    await page.goto('/dashboard/learning');
    await expect(page.getByRole('heading', { level: 1, name: 'My Learning' })).toBeVisible();
    await checkA11y('my learning, signed in');

    // Manage Firm is for the ENTERPRISE role: a guest gets the 403 page, not a crash.
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('heading', { name: 'Manage Firm is for firm administrators' })).toBeVisible();
    await checkA11y('manage firm, 403');
  });

  test('settings: the new name shows in the account menu at once; sign out everywhere', async ({
    page,
    checkA11y,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'one run of the whole path is enough');
    await createSignedInAccount(page.request, 'Barbara Liskov', 'barbara');
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await checkA11y('settings');

    await page.getByLabel('Full name').fill('  Barbara Jane Liskov  ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('button', { name: /Barbara Jane Liskov/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Barbara Jane Liskov/ })).toContainText('BJ');

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });
});
