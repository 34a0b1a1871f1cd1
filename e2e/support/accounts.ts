import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh address per call, unique across parallel workers and runs. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

/** The first link whose address contains `pattern` in the newest e-mail to `email`, or '' (none yet). */
async function readMailLink(request: APIRequestContext, email: string, pattern: string): Promise<string> {
  const mailbox = await (await request.get('/dev/mailbox')).text();
  const row = mailbox.split('<tr>').find((line) => line.includes(`<td>${email}</td>`));
  const messagePath = /href="(\/dev\/mailbox\/[^"]+)"/.exec(row ?? '')?.[1];
  if (!messagePath) return '';
  const message = await (await request.get(messagePath)).text();
  // The text part lists its links as <a href="...">; HTML entities in it are escaped once.
  const links = [...message.matchAll(/<pre>[\s\S]*?<\/pre>/g)]
    .flatMap(([pre]) => [...pre.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? ''))
    .map((href) => href.replaceAll('&amp;', '&'));
  return links.find((href) => href.includes(pattern)) ?? '';
}

/**
 * The first link whose address contains `pattern` in the newest e-mail to `email`, read from /dev/mailbox. E-mail
 * goes out from a job a moment after the request that caused it, so the mailbox is read until that e-mail is the
 * newest one to the address (an older e-mail of another kind does not count).
 */
export async function mailLink(request: APIRequestContext, email: string, pattern: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => (link = await readMailLink(request, email, pattern)), {
      message: `a ${pattern} link in the newest e-mail to ${email}`,
      timeout: 15_000,
    })
    .not.toBe('');
  return link;
}

/**
 * Registers through the spec's POST /api/auth/register, verifies the address from the mailbox and signs in, all
 * through `request` — a page's `page.request` shares its cookies, so the page is then signed in.
 */
export async function createSignedInAccount(
  request: APIRequestContext,
  name = 'Grace Hopper',
  prefix = 'grace',
): Promise<TestAccount> {
  const account = { name, email: uniqueEmail(prefix), password: 'compiler-harbour-1906' };
  const register = await request.post('/api/auth/register', {
    data: { fullName: name, email: account.email, password: account.password, acceptTerms: true },
  });
  expect(register.status()).toBe(201);
  const verify = await request.get(await mailLink(request, account.email, 'verify-email'));
  expect(verify.ok()).toBe(true);
  // better-auth refuses a cookie-carrying POST without the app's Origin, as a browser would send it.
  const signIn = await request.post('/api/identity/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: new URL(verify.url()).origin },
  });
  expect(signIn.status()).toBe(200);
  return account;
}

/** A membership through the sandbox checkout, as a signed-in lawyer would buy one. */
export async function becomeMember(page: Page) {
  await page.goto('/dashboard/choose-your-plan');
  await page.getByRole('button', { name: 'Choose Individual' }).click();
  await payInSandboxCheckout(page);
}

/** On the sandbox's checkout page: pays with the test card and waits for the payment result page. */
export async function payInSandboxCheckout(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sandbox checkout — no real payment' }),
  ).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/success\?session_id=/);
  await expect(
    page.getByRole('heading', { level: 1, name: /payment (went through|is confirmed)|Thank you/i }),
  ).toBeVisible({ timeout: 20_000 });
}

/** The signed-in page's bearer token (the API takes bearer tokens; `request` carries the session cookie). */
export async function bearerToken(request: APIRequestContext): Promise<string> {
  const { token } = (await (await request.get('/api/identity/token')).json()) as { token: string };
  return token;
}

/** Records an admission (a bar number) for the signed-in lawyer of `request`. */
export async function addAdmission(request: APIRequestContext, jurisdictionCode: string, barNumber: string) {
  const response = await request.post('/api/jurisdiction', {
    data: { jurisdictionCode, barNumber },
    headers: { authorization: `Bearer ${await bearerToken(request)}` },
  });
  expect(response.status()).toBe(201);
}

/** Answers the demo course evaluation (every statement 5, relevant, would recommend); the caller submits it. */
export async function answerCourseEvaluation(evaluation: Locator) {
  for (const prompt of [
    'The program met its stated learning objectives.',
    'The speakers were knowledgeable and well prepared.',
    'The written materials were useful.',
    'The presentation (pace, audio and video) made the program easy to follow.',
  ]) {
    await evaluation
      .getByRole('group', { name: new RegExp(prompt.replace(/[.()]/g, '\\$&')) })
      .getByRole('radio', { name: /^5/ })
      .check();
  }
  await evaluation.getByRole('radio', { name: 'Very relevant' }).check();
  await evaluation.getByRole('radio', { name: 'Yes', exact: true }).check();
}
