import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { becomeMember, createSignedInAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// The demo seed starts "Trial Advocacy Bootcamp" 40 minutes before the server started, for 3 hours: its session is
// in progress, inside the join window, for the whole browser run.
const COURSE = 'trial-advocacy-bootcamp';
const TITLE = 'Trial Advocacy Bootcamp: Opening Statements That Stick';

test.describe('live webinars: register, join the built-in room, calendar', () => {
  test.skip(({ isMobile }) => isMobile, 'one run of the whole flow');

  test('a member registers for the running session, joins the room, asks a question and adds it to the calendar', async ({
    page,
    checkA11y,
  }) => {
    // 1.6–2.1 minutes on a busy two-core CI machine (2026-11-25): room for that, not a race against it.
    test.setTimeout(300_000);
    await createSignedInAccount(page.request, 'Lionel Livesey', 'live');
    await becomeMember(page);

    // The course page lists the session with its status; registering enrolls.
    await page.goto(`/dashboard/courses/${COURSE}`);
    const sessions = page.getByRole('region', { name: /Sessions/ });
    await expect(sessions).toBeVisible();
    await sessions.getByRole('radio').first().check();
    await sessions.getByRole('button', { name: 'Register for this session' }).click();
    await expect(sessions.getByText(/You.re registered for/)).toBeVisible();
    await checkA11y('live course page, registered');

    // Live now: Join opens the built-in room.
    await sessions.getByRole('button', { name: 'Join live session' }).click();
    await expect(page).toHaveURL(/\/zoom-client-view\?/);
    const launch = new URL(page.url()).searchParams;
    for (const name of [
      'meetingNumber',
      'signature',
      'userName',
      'userEmail',
      'sdkKey',
      'role',
      'courseId',
      'leaveUrl',
    ]) {
      expect(launch.get(name), name).toBeTruthy();
    }
    expect(launch.get('role')).toBe('0');
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Time verified/)).toBeVisible();
    // The session's recording, served by this server, plays for everyone at the live moment.
    await expect(page.locator('video')).toHaveAttribute('src', /\/api\/media\/[^/]+\/video\?token=/);
    await checkA11y('built-in live room');

    // The room's Q&A.
    await page.getByLabel('Your question').fill('How long should an opening statement run in a bench trial?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Questions asked' })
        .getByText('How long should an opening statement run in a bench trial?'),
    ).toBeVisible();

    // My Learning lists the registration under Upcoming live; its calendar file parses.
    await page.goto('/dashboard/learning');
    await expect(page.getByRole('heading', { name: 'Upcoming live' })).toBeVisible();
    await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible();
    await checkA11y('My Learning with an upcoming live session');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Add to calendar: ${TITLE}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile(await file.path(), 'utf8');
    const jcal: unknown = ICAL.parse(text);
    const vevent = new ICAL.Component(jcal as unknown[]).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT in the calendar file');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toContain(TITLE);
    expect(String(vevent.getFirstPropertyValue('url'))).toContain(`/dashboard/courses/${COURSE}`);
    expect(event.startDate.toJSDate().getTime()).toBeLessThan(Date.now());
    expect(vevent.getFirstSubcomponent('valarm')).not.toBeNull();
  });
});
