import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { becomeMember, bearerToken, createSignedInAccount } from '../support/accounts';
import { expect, runAxe, test } from '../support/fixtures';
import { earnOnDemandCredit } from '../support/learning';

// A real recording and its captions, as staff would upload them (a copy of the demo media's).
const MEDIA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/media/elimination-of-bias',
);
// The demo staff account seeded outside production (README "Staff console").
const STAFF = { email: 'staff@counsel-cle.example', password: 'demo-staff-beacon-2026' };

/** A page of its own, signed in as the demo staff member. */
async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const signIn = await page.request.post('/api/identity/sign-in/email', {
    data: STAFF,
    headers: { origin: baseURL },
  });
  expect(signIn.status()).toBe(200);
  return page;
}

async function addCreditLine(page: Page, jurisdictionCode: string, accreditation: string) {
  await page.getByRole('button', { name: 'Add a credit line' }).click();
  const form = page.getByRole('form', { name: 'New credit line' });
  await form.getByLabel('Jurisdiction code').fill(jurisdictionCode);
  await form.getByLabel('Credit type').selectOption('CLE');
  await form.getByLabel('Category').selectOption('ETHICS');
  await form.getByLabel('Hours').fill('1');
  await form.getByLabel('Status').selectOption('APPROVED');
  await form.getByLabel(/Course or accreditation number/).fill(accreditation);
  await form.getByRole('button', { name: 'Add credit line' }).click();
  await expect(form).toBeHidden();
}

test.describe('the staff console', () => {
  test('staff publish a course with NY and CA credit and its recording; a member earns it; staff revoke the certificate', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'one run of the whole flow; the console is a desk tool');
    test.setTimeout(300_000);
    const staff = await staffPage(browser, baseURL ?? '');
    const run = `${Date.now()}`.slice(-7);
    const title = `Ethics of Legal AI ${run}`;
    const slug = `ethics-of-legal-ai-${run}`;

    // A draft with a new speaker.
    await staff.goto('/staff');
    await expect(staff.getByRole('heading', { name: 'Staff console', level: 1 })).toBeVisible();
    await runAxe(staff, 'staff console home');
    await staff
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await staff.getByRole('link', { name: 'New course' }).click();
    const form = staff.getByRole('form', { name: 'New course' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Address (slug)', { exact: true }).fill(slug);
    await form
      .getByLabel('Summary', { exact: true })
      .fill('How the duties of competence and confidentiality apply to AI tools.');
    await form
      .getByLabel('Description', { exact: true })
      .fill('What a lawyer must check before using generative AI in practice.');
    await form.getByLabel('Duration (minutes)', { exact: true }).fill('60');
    await form.getByLabel('Practice areas', { exact: true }).fill('ethics');
    await form.getByRole('button', { name: 'New speaker' }).click();
    const speaker = form.getByRole('group', { name: 'New speaker' });
    await speaker.getByLabel('Name').fill(`Ada Byron ${run}`);
    await speaker.getByLabel('Role and organisation').fill('Counsel, Analytical Engines LLP');
    await speaker.getByLabel('Biography').fill('Ada writes on technology and professional responsibility.');
    await speaker.getByRole('button', { name: 'Add speaker' }).click();
    await expect(form.getByRole('checkbox', { name: new RegExp(`Ada Byron ${run}`) })).toBeChecked();
    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(staff.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(staff.getByText(/Draft · credit version 1/)).toBeVisible();

    // Credit for New York and California.
    await addCreditLine(staff, 'NY', `NY-${run}`);
    await addCreditLine(staff, 'CA', `CA-${run}`);
    await expect(staff.getByRole('region', { name: 'Credit lines' }).getByRole('row')).toHaveCount(3);
    await runAxe(staff, 'staff course editor');

    // The recording and its captions.
    await staff.getByRole('link', { name: 'Recording, captions and chapters' }).click();
    await staff.getByLabel('Video file').setInputFiles(path.join(MEDIA, 'video.webm'));
    await expect(staff.getByText('Uploaded: this is now the course’s recording.')).toBeVisible({
      timeout: 60_000,
    });
    const captions = staff.getByRole('form', { name: 'Add or replace captions' });
    await captions.getByLabel('WebVTT file').setInputFiles(path.join(MEDIA, 'captions.en.vtt'));
    await captions.getByRole('button', { name: 'Save captions' }).click();
    await expect(
      staff.getByRole('region', { name: 'Captions' }).getByText('English', { exact: true }),
    ).toBeVisible();
    await runAxe(staff, 'staff media page');

    // Publish.
    await staff.goto('/staff/courses');
    await staff.getByRole('link', { name: title }).click();
    await staff.getByRole('button', { name: 'Publish' }).click();
    await expect(staff.getByText(/Published · credit version 1/)).toBeVisible();

    // A member admitted in New York and California finds it in Browse and earns it.
    const member = await createSignedInAccount(page.request, 'Ruth Ginsburg', 'staff-flow');
    await becomeMember(page);
    const headers = { authorization: `Bearer ${await bearerToken(page.request)}` };
    for (const [jurisdictionCode, barNumber] of [
      ['NY', `NY${run}`],
      ['CA', `CA${run}`],
    ]) {
      const added = await page.request.post('/api/jurisdiction', {
        data: { jurisdictionCode, barNumber },
        headers,
      });
      expect(added.status()).toBe(201);
    }
    await page.goto('/dashboard/courses');
    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.fill(title);
    await search.press('Enter');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await earnOnDemandCredit(page, slug);
    const completed = (await (
      await page.request.get('/api/completed-course', {
        headers: { authorization: `Bearer ${await bearerToken(page.request)}` },
      })
    ).json()) as {
      items: {
        course: { slug: string };
        credits: { jurisdictionCode: string }[];
        certificate: { certificateNumber: string } | null;
      }[];
    };
    const earned = completed.items.find((item) => item.course.slug === slug);
    // Both admissions' credit is on the certificate.
    expect(earned?.credits.map((credit) => credit.jurisdictionCode).sort()).toEqual(['CA', 'NY']);
    const number = earned?.certificate?.certificateNumber ?? '';
    expect(number).toMatch(/^CCLE-/);
    await page.goto(`/verify/${number}`);
    await expect(page.getByText('Revoked on')).toHaveCount(0);

    // Staff find the member and revoke the certificate; the public page says so.
    await staff.goto('/staff/people');
    await staff.getByLabel('Name or e-mail').fill(member.email);
    await staff.getByRole('list', { name: 'Results' }).getByRole('link', { name: 'Ruth Ginsburg' }).click();
    await staff.getByRole('button', { name: 'Revoke' }).click();
    const dialog = staff.getByRole('alertdialog', { name: `Revoke certificate ${number}?` });
    await dialog.getByLabel(/Reason/).fill('Attendance could not be confirmed with the bar.');
    await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(staff.getByText(/Revoked on .*: Attendance could not be confirmed/)).toBeVisible();
    await runAxe(staff, 'staff person record');

    await page.goto(`/verify/${number}`);
    await expect(page.getByText(/Revoked on/)).toBeVisible();
    await staff.context().close();
  });

  test('the contact page sends a message that staff read and answer in the inbox; axe on both', async ({
    page,
    browser,
    baseURL,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(120_000);
    const run = `${Date.now()}`.slice(-7);
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Contact/ })
      .click();
    await expect(page).toHaveURL(/\/contact/);
    await checkA11y('contact page');
    await page.getByLabel('Your name').fill(`Learned Hand ${run}`);
    await page.getByLabel('E-mail').fill(`learned.hand.${run}@example.com`);
    await page.getByLabel('Topic').selectOption('ACCESSIBILITY');
    await page.getByLabel('Message').fill('The captions of one recording are out of sync with the speaker.');
    await page.getByRole('button', { name: /Send/ }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    if (testInfo.project.name === 'phone') return;

    const staff = await staffPage(browser, baseURL ?? '');
    await staff.goto('/staff/inbox');
    await staff.getByRole('link', { name: new RegExp(`Learned Hand ${run}`) }).click();
    await staff.getByLabel(/^Reply to/).fill('Thank you: the captions are fixed.');
    await staff.getByRole('button', { name: /Send reply/ }).click();
    await expect(staff.getByText('Thank you: the captions are fixed.')).toBeVisible();
    await runAxe(staff, 'staff inbox');
    await staff.context().close();
  });

  test('every page of the console passes axe', async ({ browser, baseURL }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'the console is a desk tool; its frame is checked on a phone above',
    );
    test.setTimeout(180_000);
    const staff = await staffPage(browser, baseURL ?? '');
    const token = ((await (await staff.request.get('/api/identity/token')).json()) as { token: string })
      .token;
    const headers = { authorization: `Bearer ${token}` };
    const courses = (await (await staff.request.get('/api/staff/courses', { headers })).json()) as {
      items: { id: string }[];
    };
    const sessions = (await (await staff.request.get('/api/staff/live-sessions', { headers })).json()) as {
      sessions: { id: string }[];
    };
    const courseId = courses.items[0]?.id ?? '';
    const sessionId = sessions.sessions[0]?.id;
    const pages = [
      '/staff',
      '/staff/courses',
      `/staff/courses/${courseId}`,
      '/staff/approvals',
      '/staff/media',
      `/staff/media/${courseId}`,
      `/staff/questionnaires/${courseId}`,
      '/staff/live',
      ...(sessionId ? [`/staff/live/${sessionId}`] : []),
      '/staff/people',
      '/staff/reports',
      '/staff/plans',
      '/staff/inbox',
      '/staff/members',
      '/staff/audit-log',
    ];
    for (const address of pages) {
      await staff.goto(address);
      await expect(staff.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
      await expect(staff.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await runAxe(staff, address);
    }
    await staff.context().close();
  });
});
