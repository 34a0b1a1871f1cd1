import { describe, expect, it } from 'vitest';
import { readMeetingPage } from '../zoom-meeting/launch';
import { buildZoomMeetingPath, isMeetingMessage } from './zoom-meeting-link';

describe('the Zoom meeting page link', () => {
  it('is read back by the meeting page as the same join', () => {
    const path = buildZoomMeetingPath({
      meetingNumber: '85746352411',
      signature: 'aaa.bbb.ccc',
      userName: 'Ada Lawyer',
      userEmail: 'ada@example.com',
      password: 'p&w=1',
      customerKey: '6f1c8a52-9f43-4d5e-8a7b-2c3d4e5f6a7b',
      leaveUrl: '/dashboard/courses/trial-advocacy-bootcamp',
    });
    expect(path.startsWith('/zoom-meeting.html?')).toBe(true);
    expect(readMeetingPage(new URL(path, 'https://cle.example').searchParams)).toEqual({
      kind: 'join',
      launch: {
        meetingNumber: '85746352411',
        signature: 'aaa.bbb.ccc',
        userName: 'Ada Lawyer',
        userEmail: 'ada@example.com',
        passWord: 'p&w=1',
        customerKey: '6f1c8a52-9f43-4d5e-8a7b-2c3d4e5f6a7b',
        leaveUrl: '/dashboard/courses/trial-advocacy-bootcamp',
      },
    });
  });

  it('recognises the meeting page’s own messages only', () => {
    expect(isMeetingMessage({ type: 'counsel-zoom', event: 'joined' })).toBe(true);
    expect(isMeetingMessage({ type: 'counsel-zoom', event: 'left', leaveUrl: '/x' })).toBe(true);
    expect(isMeetingMessage({ type: 'counsel-zoom', event: 'hacked' })).toBe(false);
    expect(isMeetingMessage({ type: 'other', event: 'joined' })).toBe(false);
    expect(isMeetingMessage('joined')).toBe(false);
    expect(isMeetingMessage(null)).toBe(false);
  });
});
