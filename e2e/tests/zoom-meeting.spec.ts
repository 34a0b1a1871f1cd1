import { expect, test } from '@playwright/test';

/*
 * Zoom's Client View page (ADR 015) without Zoom: the SDK and its React 18.2 come from our origin, the page is
 * cross-origin isolated, and nothing is fetched from Zoom's CDN. The meeting itself needs zoom.us, which a test has
 * not got, so this spec uses Playwright's own `test` (not the fixture that fails on console errors): the SDK logs
 * its failed connection attempts, which are expected here.
 */
const ROOM = {
  meetingNumber: '85746352411',
  signature: 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBLZXkiOiJrZXkifQ.c2lnbmF0dXJl',
  userName: 'Ada Lawyer',
  userEmail: 'ada@example.com',
  passWord: '123456',
  customerKey: '6f1c8a52-9f43-4d5e-8a7b-2c3d4e5f6a7b',
  leaveUrl: '/dashboard/learning',
};

test.describe('the Zoom meeting page', () => {
  test.skip(({ isMobile }) => isMobile, 'the same page on a phone; once is enough');

  test('loads the self-hosted Zoom SDK, cross-origin isolated, with nothing from Zoom’s CDN', async ({
    page,
    baseURL,
  }) => {
    // The SDK is some megabytes of script to fetch and parse: on a busy two-core CI machine that took 30 s and more.
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? '').origin;
    const foreign: string[] = [];
    const sdkFiles: { url: string; status: number }[] = [];
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin === origin) {
        await route.continue();
        return;
      }
      foreign.push(url.href);
      await route.abort();
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/zoom-sdk/')) {
        sdkFiles.push({ url: response.url(), status: response.status() });
      }
    });

    const response = await page.goto(`/zoom-meeting.html?${new URLSearchParams(ROOM).toString()}`);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-embedder-policy']).toBe('credentialless');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");

    await expect
      .poll(() => page.evaluate(() => typeof (window as { ZoomMtg?: unknown }).ZoomMtg), { timeout: 60_000 })
      .toBe('object');
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
    const loaded = sdkFiles.map((file) => new URL(file.url).pathname);
    expect(loaded).toEqual(
      expect.arrayContaining([
        '/zoom-sdk/6.2.0/lib/vendor/react.min.js',
        '/zoom-sdk/6.2.0/lib/vendor/react-dom.min.js',
        '/zoom-sdk/6.2.0/zoom-meeting-6.2.0.min.js',
      ]),
    );
    expect(sdkFiles.filter((file) => file.status >= 400)).toEqual([]);
    // Zoom's CDN is never asked for the SDK's code (the meeting's own servers may be tried, and are blocked here).
    expect(foreign.filter((url) => url.includes('source.zoom.us'))).toEqual([]);
  });

  test('the live room is isolated too, and other pages are not', async ({ request }) => {
    const room = await request.get('/zoom-client-view?meetingNumber=85746352411');
    expect(room.headers()['cross-origin-embedder-policy']).toBe('credentialless');
    const home = await request.get('/');
    expect(home.headers()['cross-origin-embedder-policy']).toBeUndefined();
  });
});
