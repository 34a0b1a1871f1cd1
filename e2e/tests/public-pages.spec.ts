import { expect, test } from '../support/fixtures';
import type { APIRequestContext } from '@playwright/test';

/** The newest course of the demo catalog, as the API lists it. */
async function aCourse(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  const response = await request.get('/api/courses?pageSize=1&sort=newest');
  const list = (await response.json()) as { items: { slug: string; title: string }[] };
  const course = list.items[0];
  if (!course) throw new Error('the demo catalog has no course');
  return course;
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

test.describe('public pages for search engines and link previews', () => {
  test("a course page's HTML names the course, with its head and Course JSON-LD, and passes axe once running", async ({
    page,
    request,
    checkA11y,
    baseURL,
  }) => {
    const course = await aCourse(request);
    const response = await request.get(`/dashboard/courses/${course.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escapedTitle = course.title.replaceAll('&', '&amp;');
    expect(html).toContain(`<title>${escapedTitle} · Counsel CLE</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/dashboard/courses/${course.slug}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(jsonLdBlocks(html)[0]).toMatchObject({ '@type': 'Course', name: course.title });
    // The page itself is in the HTML, rendered by the server inside the app's root, header included.
    const asReactWritesIt = course.title
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#x27;');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(
      new RegExp(`<h1[^>]*>${asReactWritesIt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
    );
    expect(root).toContain('Skip to main content');

    // The browser shows the page from the data in the HTML (no console error, the course's own heading).
    await page.goto(`/dashboard/courses/${course.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page).toHaveTitle(`${course.title} · Counsel CLE`);
    await checkA11y('course page');
  });

  test('with JavaScript off a course page can still be read', async ({ browser, request }) => {
    const course = await aCourse(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/dashboard/courses/${course.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About this course' })).toBeVisible();
    await context.close();
  });

  test('an unknown course answers 404 and shows the not-found page', async ({ page, consoleErrors }) => {
    const response = await page.goto('/dashboard/courses/no-such-course-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    // The page's own 404 and the API's answer for the course: Chromium logs both, as it should.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
  });

  test('the landing page, Browse and the plans page carry their own title, description and canonical URL', async ({
    page,
    request,
    baseURL,
    checkA11y,
  }) => {
    for (const [path, title] of [
      ['/', 'Accredited CLE for lawyers and firms · Counsel CLE'],
      ['/dashboard/courses', 'Browse courses · Counsel CLE'],
      ['/dashboard/choose-your-plan', 'Choose your plan · Counsel CLE'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    }
    await page.goto('/dashboard/courses');
    await expect(page.locator('#results-heading')).toHaveText(/^[\d,]+ courses?$/);
    await checkA11y('Browse, from the data in its HTML');
  });

  test('sitemap.xml lists the published courses and robots.txt keeps private areas out', async ({
    request,
  }) => {
    const course = await aCourse(request);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/dashboard/courses/${course.slug}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /staff');
    expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  });
});
