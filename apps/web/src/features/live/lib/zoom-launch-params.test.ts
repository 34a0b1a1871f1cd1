import { describe, expect, it } from 'vitest';
import { buildZoomClientViewPath, readZoomLaunchParams } from './zoom-launch-params';

const signature = {
  meetingNumber: '81234567',
  signature: 'a.b.c',
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  password: 'p&ss word',
  appKey: 'sdk-key',
  courseId: '00000000-0000-4000-8000-000000000001',
};

describe('buildZoomClientViewPath', () => {
  it('opens /zoom-client-view with the spec’s parameters, read back by the room', () => {
    const path = buildZoomClientViewPath(signature, '/dashboard/courses/live-one');
    expect(path.startsWith('/zoom-client-view?')).toBe(true);
    const params = new URLSearchParams(path.slice(path.indexOf('?')));
    expect(readZoomLaunchParams(params)).toEqual({
      meetingNumber: '81234567',
      signature: 'a.b.c',
      sdkKey: 'sdk-key',
      userName: 'Ada Lovelace',
      userEmail: 'ada@example.com',
      passWord: 'p&ss word',
      role: '0',
      courseId: signature.courseId,
      leaveUrl: '/dashboard/courses/live-one',
    });
  });

  it('leaves out a leave address that is not a same-site path', () => {
    const path = buildZoomClientViewPath(signature, 'https://elsewhere.example/');
    expect(new URLSearchParams(path.slice(path.indexOf('?'))).has('leaveUrl')).toBe(false);
  });
});
