import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { pdfText } from '@counsel/test-support/pdf-text';
import { becomeMember, bearerToken, createSignedInAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { earnOnDemandCredit } from '../support/learning';

// An on-demand course with approved New York CLE (Ethics, 1 credit): watching, its code and the evaluation earn it.
const ETHICS_COURSE = 'civility-candor-and-the-duty-to-the-tribunal';
// A one-page PDF, as a lawyer's certificate from another provider would be.
const OUTSIDE_CERTIFICATE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

test.describe('the compliance tracker', () => {
  test('Compliance, "Will this count for me?" and the add-credit form pass axe, on a desktop and a phone', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    await createSignedInAccount(page.request, 'Constance Motley', 'compliance-a11y');
    const headers = { authorization: `Bearer ${await bearerToken(page.request)}` };
    for (const data of [
      { jurisdictionCode: 'NY', barNumber: '1965002', admittedOn: '2012-06-04', birthDate: '1985-03-14' },
      // Texas without its birth month: the card asks for it.
      { jurisdictionCode: 'TX', barNumber: '24001965' },
    ]) {
      expect((await page.request.post('/api/jurisdiction', { data, headers })).status()).toBe(201);
    }
    await page.goto('/dashboard/compliance');
    const newYork = page.getByRole('article', { name: 'New York' });
    await expect(newYork.getByRole('img', { name: '0 of 24 hours' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Texas' }).getByRole('link', { name: /Settings/ }),
    ).toBeVisible();
    // From the keyboard: on a phone the cookie notice and the membership promo sit over the page's foot.
    await page.getByRole('button', { name: 'Add a credit from another provider' }).press('Enter');
    await expect(page.getByRole('group', { name: 'Credit line 1' })).toBeVisible();
    await checkA11y('compliance with the add-credit form open');

    await page.goto(`/dashboard/courses/${ETHICS_COURSE}`);
    const answer = page.getByRole('region', { name: 'Will this count for me?' });
    await expect(answer.getByText(/New York/).first()).toBeVisible();
    await checkA11y('course page with "Will this count for me?"');
  });

  test('a New York lawyer sees where they stand, earns ethics credit, adds an outside credit and downloads the audit pack', async ({
    page,
    checkA11y,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'one run of the whole flow; the phone layout is checked above',
    );
    test.setTimeout(240_000);
    await createSignedInAccount(page.request, 'Thurgood Marshall', 'compliance');
    await becomeMember(page);
    // An experienced New York attorney: the birthday places the two-year period.
    const admitted = await page.request.post('/api/jurisdiction', {
      data: {
        jurisdictionCode: 'NY',
        barNumber: '1933001',
        admittedOn: '2012-06-04',
        birthDate: '1985-03-14',
      },
      headers: { authorization: `Bearer ${await bearerToken(page.request)}` },
    });
    expect(admitted.status()).toBe(201);

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' }).click();
    await expect(page).toHaveURL(/\/dashboard\/compliance$/);
    const card = page.getByRole('article', { name: 'New York' });
    await expect(card.getByRole('img', { name: '0 of 24 hours' })).toBeVisible();
    const ethics = card.getByRole('progressbar', { name: 'Ethics and Professionalism' });
    await expect(ethics).toHaveAttribute('aria-valuetext', '0 of 4 hours');
    await expect(card.getByRole('link', { name: /Find courses/ }).first()).toBeVisible();
    await checkA11y('compliance, nothing earned');

    // One ethics credit, earned here: the ring and the ethics bar move by it.
    await earnOnDemandCredit(page, ETHICS_COURSE);
    await page.goto('/dashboard/compliance');
    await expect(card.getByRole('img', { name: '1 of 24 hours' })).toBeVisible();
    await expect(ethics).toHaveAttribute('aria-valuetext', '1 of 4 hours');
    await expect(
      card.getByRole('rowheader', { name: 'Civility, Candor and the Duty to the Tribunal' }),
    ).toBeVisible();

    // A course taken with another provider, with its certificate: it counts, marked self-reported.
    await addOutsideCredit(page);
    await expect(card.getByRole('img', { name: '3 of 24 hours' })).toBeVisible();
    await expect(card.getByText('Self-reported').first()).toBeVisible();
    await checkA11y('compliance, with an outside credit');

    // The audit pack: the summary and both certificates.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /Download audit pack/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^compliance-NY-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const names = Object.keys(entries);
    const ours = names.filter((name) => /^certificates\/CCLE-\d{4}-[0-9A-Z]{8}\.pdf$/.test(name));
    const uploaded = names.filter((name) => name.startsWith('uploaded/'));
    expect(ours).toHaveLength(1);
    expect(uploaded).toHaveLength(1);
    expect(Buffer.from(entries[uploaded[0] ?? ''] ?? []).equals(OUTSIDE_CERTIFICATE)).toBe(true);
    const summary = (await pdfText(entries['summary.pdf'] ?? new Uint8Array())).replace(/\s+/g, ' ');
    expect(summary).toContain('Thurgood Marshall');
    const number = ours[0]?.slice('certificates/'.length, -'.pdf'.length) ?? 'missing';
    expect(summary).toContain(number);
    expect(summary).toContain('Self-reported');
  });
});

/** Adds a two-hour live ethics course taken yesterday with another provider, with its certificate (a PDF). */
async function addOutsideCredit(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'Credits from other providers' });
  await section.getByRole('button', { name: 'Add a credit from another provider' }).click();
  await section.getByLabel('Provider').fill('New York City Bar Academy');
  await section.getByLabel('Course title').fill('Negotiation Ethics Workshop');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await section.getByLabel('Date completed').fill(yesterday);
  await section.getByLabel('Format').selectOption('LIVE');
  const line = section.getByRole('group', { name: 'Credit line 1' });
  await line.getByLabel('Jurisdiction').selectOption('NY');
  await line.getByLabel('Credit type').selectOption('CLE');
  await line.getByLabel('Category').selectOption('ETHICS');
  await line.getByLabel('Hours').fill('2');
  await section.getByLabel(/^Certificate/).setInputFiles({
    name: 'negotiation-ethics.pdf',
    mimeType: 'application/pdf',
    buffer: OUTSIDE_CERTIFICATE,
  });
  await section.getByRole('button', { name: 'Add credit' }).click();
  await expect(section.getByText('Negotiation Ethics Workshop')).toBeVisible();
}
