import type { Browser, Page } from '@playwright/test';
import { createSignedInAccount, mailLink, payInSandboxCheckout, uniqueEmail } from '../support/accounts';
import { expect, runAxe, test } from '../support/fixtures';

// An on-demand course every seat opens (the learning spec watches it to the end).
const COURSE = 'civility-candor-and-the-duty-to-the-tribunal';
const FIRM = 'Hopper & Lovelace LLP';
const PASSWORD = 'compiler-harbour-1906';

/** The browser's own log line for an API refusal the page shows as a result (an unknown invitation link). */
const REFUSAL_LOGGED = /Failed to load resource: the server responded with a status of 404/;

/** Another browser (its own cookies and storage) whose console errors also fail the test. */
async function otherBrowser(browser: Browser, consoleErrors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return page;
}

/** Buys `seats` seats of the Enterprise plan in the payment sandbox, as a signed-in user on the plan page. */
async function buyFirmSeats(page: Page, seats: number) {
  await page.goto('/dashboard/choose-your-plan');
  await page.getByLabel('Number of seats').fill(String(seats));
  await page.getByRole('button', { name: `Buy ${seats} seats` }).click();
  await payInSandboxCheckout(page);
}

function seatMeter(page: Page) {
  return page.getByRole('meter', { name: 'Seats in use' });
}

/** Opens an action's confirmation dialog, checks it with axe once, and confirms. */
async function confirmAction(page: Page, button: string, confirm: string, done: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The invitation link in the newest e-mail to `email`, once it differs from `previous`. */
async function invitationLink(page: Page, email: string, previous = ''): Promise<string> {
  let link = '';
  await expect
    .poll(async () => (link = await mailLink(page.request, email, 'accept-invitation')), { timeout: 15_000 })
    .not.toBe(previous);
  return link;
}

test.describe('firms: Manage Firm and invitations', () => {
  test.skip(({ isMobile }) => isMobile, 'one run of the whole flow; the phone layout has its own test below');

  test('a firm buys 3 seats, invites two lawyers who join (one new, one signed in after a revoke), and removes one', async ({
    page,
    browser,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const admin = await createSignedInAccount(page.request, 'Grace Hopper', 'firm-admin');
    await buyFirmSeats(page, 3);

    // Manage Firm: the buyer administers a firm of 3 seats, one of them theirs.
    await page.goto('/dashboard/admin');
    await expect(seatMeter(page)).toHaveAttribute('aria-valuetext', '1 of 3 seats in use, 2 free');
    await expect(page.getByText('Enterprise, billed yearly')).toBeVisible();
    await checkA11y('Manage Firm');

    await page.getByRole('button', { name: 'Rename the firm' }).click();
    await page.getByLabel('Firm name').fill(FIRM);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('heading', { level: 1, name: FIRM })).toBeVisible();

    // Invite two lawyers: one who will create an account, one who already has one.
    const newcomer = { name: 'Ada Newcomer', email: uniqueEmail('ada-firm') };
    const otherPage = await otherBrowser(browser, consoleErrors);
    const existing = await createSignedInAccount(otherPage.request, 'Barbara Existing', 'barbara-firm');
    const invite = page.getByRole('region', { name: 'Invite lawyers' });
    for (const lawyer of [newcomer, existing]) {
      await invite.getByLabel('Full name').fill(lawyer.name);
      await invite.getByLabel('E-mail').fill(lawyer.email);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(page.getByText(`Invitation sent to ${lawyer.email}.`)).toBeVisible();
    }
    await expect(seatMeter(page)).toHaveAttribute('aria-valuetext', '3 of 3 seats in use, 0 free');
    await expect(invite.getByRole('button', { name: 'Send invitation' })).toBeDisabled();

    // The bulk preview knows who is in the firm and that no seat is left.
    await invite.getByText('Several lawyers', { exact: true }).click();
    await invite
      .getByLabel('Names and e-mail addresses')
      .fill(`${newcomer.name}, ${newcomer.email}\nKatherine Johnson, ${uniqueEmail('katherine')}`);
    const preview = invite.getByRole('table', { name: /^Preview/ });
    await expect(preview).toContainText('Already in your firm');
    await expect(preview).toContainText('No free seat left');
    await checkA11y('Manage Firm, bulk invite preview');
    await invite.getByText('One lawyer', { exact: true }).click();

    // Revoke the second invitation (its seat is free again), then invite them again.
    const firstLink = await invitationLink(page, existing.email);
    await page.getByRole('button', { name: `Revoke invitation of ${existing.name}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText('The seat becomes free for someone else');
    await checkA11y('Manage Firm, revoke dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke invitation' }).click();
    await expect(page.getByText(`${existing.name}’s invitation is revoked. The seat is free.`)).toBeVisible();
    await expect(seatMeter(page)).toHaveAttribute('aria-valuetext', '2 of 3 seats in use, 1 free');
    await confirmAction(
      page,
      `Re-invite ${existing.name}`,
      'Re-invite',
      `${existing.name} is invited again: a new link is on its way.`,
    );
    await expect(seatMeter(page)).toHaveAttribute('aria-valuetext', '3 of 3 seats in use, 0 free');

    // The newcomer follows the link, creates an account with the invited e-mail, logs in and joins.
    const newcomerPage = await otherBrowser(browser, consoleErrors);
    await newcomerPage.goto(await invitationLink(page, newcomer.email));
    await expect(
      newcomerPage.getByRole('heading', { level: 1, name: `Join ${FIRM} on Counsel CLE` }),
    ).toBeVisible();
    await runAxe(newcomerPage, 'accept page, signed out');
    await newcomerPage.getByRole('link', { name: 'Create your account' }).click();
    await expect(newcomerPage.getByLabel('E-mail')).toHaveValue(newcomer.email);
    await expect(newcomerPage.getByLabel('Full name')).toHaveValue(newcomer.name);
    await newcomerPage.getByLabel('Password').fill(PASSWORD);
    await newcomerPage.getByRole('checkbox').check();
    await newcomerPage.getByRole('button', { name: 'Create account' }).click();
    await expect(newcomerPage.getByText('Your account is ready and your e-mail is confirmed.')).toBeVisible();
    await newcomerPage.getByLabel('Password').fill(PASSWORD);
    await newcomerPage.getByRole('button', { name: 'Log in' }).click();
    await expect(newcomerPage).toHaveURL(/\/dashboard$/);
    await expect(newcomerPage.getByRole('region', { name: `You joined ${FIRM}` })).toBeVisible();
    await runAxe(newcomerPage, 'Home after joining');

    // The existing lawyer, signed in, follows the new link (the revoked one no longer works) and joins at once.
    const secondLink = await invitationLink(page, existing.email, firstLink);
    await otherPage.goto(firstLink);
    await expect(
      otherPage.getByRole('heading', { level: 1, name: 'We cannot find this invitation' }),
    ).toBeVisible();
    await otherPage.goto(secondLink);
    await expect(otherPage).toHaveURL(/\/dashboard$/);
    await expect(otherPage.getByRole('region', { name: `You joined ${FIRM}` })).toBeVisible();
    await otherPage.getByRole('button', { name: new RegExp(existing.name) }).click();
    await expect(otherPage.getByRole('menuitem', { name: `Firm: ${FIRM}` })).toBeVisible();
    await otherPage.keyboard.press('Escape');
    await otherPage.goto('/dashboard/settings');
    await expect(otherPage.getByRole('region', { name: 'Membership' })).toContainText(
      `Seat provided by ${FIRM}`,
    );

    // With the seat, the existing lawyer enrolls in a course.
    await otherPage.goto(`/dashboard/courses/${COURSE}`);
    await otherPage.getByRole('button', { name: 'Enroll' }).click();
    await expect(otherPage.getByRole('link', { name: 'Go to course' })).toBeVisible();

    // Both are ACTIVE; the administrator removes the existing lawyer.
    await page.reload();
    await page.getByLabel('Search members').fill('Barbara');
    const members = page.getByRole('table', { name: /^Members/ });
    await expect(members.getByRole('rowheader')).toHaveCount(1);
    await expect(members.getByRole('rowheader')).toContainText(existing.name);
    await expect(members).toContainText('Active');
    await page.getByRole('button', { name: `Remove ${existing.name} from the firm` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'completed courses and certificates stay theirs',
    );
    await checkA11y('Manage Firm, remove dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText(`${existing.name} was removed from the firm.`)).toBeVisible();
    await expect(seatMeter(page)).toHaveAttribute('aria-valuetext', '2 of 3 seats in use, 1 free');

    // The removed lawyer keeps the enrollment, shown as ended with the seat.
    await otherPage.goto('/dashboard/learning');
    await expect(otherPage.getByText('Membership ended — renew to continue')).toBeVisible();
    await runAxe(otherPage, 'My Learning after removal');

    // Progress, the completions file and the audit log.
    await page.getByLabel('Search members').fill('');
    await page.getByText('Progress', { exact: true }).click();
    await expect(page.getByRole('table', { name: /^Members’ progress this year/ })).toContainText(
      newcomer.name,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download completions (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^completions-\d{4}-\d{2}-\d{2}\.csv$/);
    const log = page.getByRole('table', { name: 'Audit log' });
    for (const action of [
      'Renamed the firm',
      'Invited',
      'Revoked the invitation',
      'Re-sent the invitation',
      'Accepted the invitation',
      'Removed from the firm',
    ]) {
      await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
    }
    await expect(log).toContainText(admin.email);
    await checkA11y('Manage Firm, progress and audit log');
    // The browser logs the 404 of the replaced link itself; the page showed it as a result.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !REFUSAL_LOGGED.test(e)));
  });
});

test.describe('firms on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout only');

  test('the demo firm’s administrator manages it on a phone', async ({ page, checkA11y, consoleErrors }) => {
    // The demo firm (apps/api/src/seed/seed-demo-firm.ts) is seeded on every non-production start.
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const signIn = await page.request.post('/api/identity/sign-in/email', {
      data: { email: 'harriet.hale@hale-partners.example', password: 'demo-firm-lantern-2026' },
      headers: { origin },
    });
    expect(signIn.status()).toBe(200);
    await page.goto('/dashboard/admin');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hale & Partners LLP' })).toBeVisible();
    // Nothing is wider than the phone: the table scrolls inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await expect(seatMeter(page)).toBeVisible();
    await expect(page.getByRole('table', { name: /^Members/ })).toContainText('Leo Grant');
    await checkA11y('Manage Firm on a phone');
    await page.getByRole('button', { name: 'Revoke invitation of Leo Grant' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await checkA11y('Manage Firm on a phone, dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await page.goto('/auth/accept-invitation?token=no-such-invitation');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We cannot find this invitation' }),
    ).toBeVisible();
    await checkA11y('accept page, unknown link, phone');
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !REFUSAL_LOGGED.test(e)));
  });
});
