import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

async function resultCount(page: Page): Promise<number> {
  const heading = page.locator('#results-heading');
  // The first page of a cold catalog can take a while on a busy two-core CI machine: wait for it, not 5 s.
  await expect(heading).toHaveText(/^[\d,]+ courses?$/, { timeout: 20_000 });
  return Number((await heading.textContent())?.split(' ')[0]?.replaceAll(',', ''));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: false }).first().click();
}

/**
 * Does `act` (choose a filter, search) and waits for the catalog's answer to it (the request whose query matches
 * `param`): the count shown is then the one for the new query, not the previous list that stays on screen meanwhile.
 */
async function countAfter(page: Page, param: RegExp, act: () => Promise<void>): Promise<number> {
  const answer = page.waitForResponse(
    (response) => /\/api\/courses\?/.test(response.url()) && param.test(response.url()) && response.ok(),
  );
  await act();
  const { pagination } = (await (await answer).json()) as { pagination: { totalItems: number } };
  const courses = pagination.totalItems === 1 ? 'course' : 'courses';
  await expect(page.locator('#results-heading')).toHaveText(
    `${pagination.totalItems.toLocaleString('en-US')} ${courses}`,
  );
  return pagination.totalItems;
}

test.describe('browsing the catalog', () => {
  test('filters narrow the results, live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/dashboard/courses');
    const all = await resultCount(page);
    expect(all).toBeGreaterThanOrEqual(60);

    const sba = await countAfter(page, /type=SBA/, () => choose(page, 'Credit type', 'SBA'));
    await expect(page).toHaveURL(/type=SBA/);
    expect(sba).toBeLessThan(all);
    expect(sba).toBeGreaterThan(0);

    const narrowed = await countAfter(page, /states=TX/, () => choose(page, 'Jurisdictions', 'Texas'));
    await expect(page).toHaveURL(/states=TX/);
    expect(narrowed).toBeLessThanOrEqual(sba);

    await page.reload();
    await expect(page).toHaveURL(/type=SBA/);
    await expect(page).toHaveURL(/states=TX/);
    expect(await resultCount(page)).toBe(narrowed);
  });

  test('search ignores accents and case', async ({ page }) => {
    await page.goto('/dashboard/courses');
    await resultCount(page);
    const search = page.getByRole('searchbox', { name: 'Search courses' });
    const found = await countAfter(page, /q=DIVORC/, async () => {
      await search.fill('DIVORCÉ');
      await search.press('Enter');
    });
    await expect(page).toHaveURL(/q=DIVORC/);
    expect(found).toBeGreaterThan(0);
    const titles = page.getByRole('heading', { level: 3 });
    await expect(titles.first()).toContainText(/divorce/i);
  });

  test('a search typed into the page the server sent, before the app takes over, is the search Enter runs', async ({
    page,
  }) => {
    // The app's code is held back until the visitor has typed, as on a slow connection.
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/dashboard/courses', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.fill('Civility');
    releaseScripts();
    // The app has taken over once its toaster is there (only the app renders it, after the page).
    await expect(page.locator('[data-rht-toaster]')).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=Civility/);
    await expect(search).toHaveValue('Civility');
    await expect(page.getByRole('heading', { level: 3 }).first()).toContainText(/civility/i);
  });

  test('coming back from a course restores the list position', async ({ page }) => {
    await page.goto('/dashboard/courses?sort=title');
    await resultCount(page);
    const card = page.getByRole('heading', { level: 3 }).nth(9);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    // The wheel does not wait for the scroll: wait until the position is past the card and has stopped moving.
    let last = -1;
    await expect
      .poll(async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y === last && y > 300;
        last = y;
        return settled;
      })
      .toBe(true);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\/courses\/[a-z0-9-]+$/);
    await expect(page.getByRole('table')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/courses\?sort=title$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 80);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 80);
  });

  test('a course page shows its credit table and sends visitors to sign up with the course remembered', async ({
    page,
  }) => {
    await page.goto('/dashboard/courses?q=divorce%20mediation');
    await resultCount(page);
    await page.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    const table = page.getByRole('table', { name: /Credit by jurisdiction/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Jurisdiction' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'New York' }).first()).toBeVisible();
    const courseUrl = page.url();
    await page
      .getByRole('button', { name: /Enroll|Register for this live course|Join live session/ })
      .click();
    await expect(page).toHaveURL(/\/auth\/sign-up\/?$/);
    const stored = await page.evaluate(() => localStorage.getItem('counsel-user'));
    expect(stored).toContain('intendedCourseId');
    expect(stored).not.toContain('"intendedCourseId":null');
    expect(courseUrl).toMatch(/\/dashboard\/courses\//);
  });

  test('an unknown course shows a course-not-found page', async ({ page, consoleErrors }) => {
    await page.goto('/dashboard/courses/no-such-course');
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
    // The browser itself reports the API's 404 in the console; that one is expected here.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
  });
});
