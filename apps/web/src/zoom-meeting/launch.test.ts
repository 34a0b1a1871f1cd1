import { describe, expect, it } from 'vitest';
import { initOptions, joinOptions, leftPageUrl, readMeetingPage, sdkScripts } from './launch';

const SIGNATURE = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBLZXkiOiJrIn0.c2lnbmF0dXJl';

function page(query: Record<string, string>) {
  return readMeetingPage(new URLSearchParams(query));
}

describe('the Zoom meeting page’s address', () => {
  it('reads the spec’s launch parameters and our customer key', () => {
    expect(
      page({
        meetingNumber: '857 4635 2411',
        signature: SIGNATURE,
        userName: '  Ada Lawyer ',
        userEmail: 'ada@example.com',
        passWord: 'x7!pass',
        customerKey: '6f1c8a52-9f43-4d5e-8a7b-2c3d4e5f6a7b',
        leaveUrl: '/dashboard/courses/trial-advocacy-bootcamp',
      }),
    ).toEqual({
      kind: 'join',
      launch: {
        meetingNumber: '85746352411',
        signature: SIGNATURE,
        userName: 'Ada Lawyer',
        userEmail: 'ada@example.com',
        passWord: 'x7!pass',
        customerKey: '6f1c8a52-9f43-4d5e-8a7b-2c3d4e5f6a7b',
        leaveUrl: '/dashboard/courses/trial-advocacy-bootcamp',
      },
    });
  });

  it('refuses a link without a meeting number or a JWT-shaped signature', () => {
    expect(page({ signature: SIGNATURE })).toEqual({ kind: 'invalid' });
    expect(page({ meetingNumber: '12345', signature: SIGNATURE })).toEqual({ kind: 'invalid' });
    expect(page({ meetingNumber: '85746352411', signature: 'not-a-jwt' })).toEqual({ kind: 'invalid' });
  });

  it('never leaves for another site', () => {
    for (const leaveUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const read = page({ meetingNumber: '85746352411', signature: SIGNATURE, leaveUrl });
      expect(read.kind === 'join' && read.launch.leaveUrl).toBe('/dashboard/learning');
    }
    expect(page({ left: '1', leaveUrl: 'https://evil.example/' })).toEqual({
      kind: 'left',
      leaveUrl: '/dashboard/learning',
    });
  });

  it('comes back to itself after the meeting, with where to go', () => {
    const url = leftPageUrl('https://cle.example', '/zoom-meeting.html', '/dashboard/courses/x');
    expect(url).toBe('https://cle.example/zoom-meeting.html?left=1&leaveUrl=%2Fdashboard%2Fcourses%2Fx');
    expect(readMeetingPage(new URL(url).searchParams)).toEqual({
      kind: 'left',
      leaveUrl: '/dashboard/courses/x',
    });
  });
});

describe('what the SDK is given', () => {
  it('loads the vendored React 18.2 stack before the Client View, all from our origin', () => {
    expect(sdkScripts('/zoom-sdk/6.2.0', 'zoom-meeting-6.2.0.min.js')).toEqual([
      '/zoom-sdk/6.2.0/lib/vendor/react.min.js',
      '/zoom-sdk/6.2.0/lib/vendor/react-dom.min.js',
      '/zoom-sdk/6.2.0/lib/vendor/redux.min.js',
      '/zoom-sdk/6.2.0/lib/vendor/redux-thunk.min.js',
      '/zoom-sdk/6.2.0/lib/vendor/lodash.min.js',
      '/zoom-sdk/6.2.0/zoom-meeting-6.2.0.min.js',
    ]);
  });

  it('keeps patchJsMedia off and joins with Zoom’s passWord', () => {
    expect(initOptions('https://cle.example/zoom-meeting.html?left=1', true)).toMatchObject({
      leaveUrl: 'https://cle.example/zoom-meeting.html?left=1',
      patchJsMedia: false,
      disableCORP: false,
    });
    expect(initOptions('/x', false).disableCORP).toBe(true);
    const read = page({ meetingNumber: '85746352411', signature: SIGNATURE, passWord: 'pw' });
    if (read.kind !== 'join') throw new Error('join expected');
    expect(joinOptions(read.launch)).toEqual({
      signature: SIGNATURE,
      meetingNumber: '85746352411',
      userName: 'Attendee',
      userEmail: '',
      passWord: 'pw',
    });
  });
});
