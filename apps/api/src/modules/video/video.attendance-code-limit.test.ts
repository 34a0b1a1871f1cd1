import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../../testing/learning-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';
import { createVideoTestApp } from '../../testing/video-fixtures.js';
import { ATTENDANCE_CODE_ATTEMPTS } from '../../plugins/attendance-code-limit.js';

/** The attendance-code limit holds per course, however the course id is written. */
const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials';
let t: TestApp;
let courseId = '';

beforeAll(async () => {
  ({ t, courseId } = await createVideoTestApp(APP_URL, COURSE));
});
afterAll(async () => t.close());

/** The same UUID with its letters in a different case for each attempt. */
function spelling(id: string, attempt: number): string {
  let letter = 0;
  return id.replace(/[a-f]/gi, (character) => {
    letter += 1;
    return (attempt >> (letter % 10)) & 1 ? character.toUpperCase() : character.toLowerCase();
  });
}

describe('POST /api/mux/attendance-code/{courseId}', () => {
  it(`allows ${ATTENDANCE_CODE_ATTEMPTS} wrong codes per course, whatever the case of its id`, async () => {
    const member = await newMember(t.app, t.database.db, APP_URL);
    const enroll = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${COURSE}/enroll`,
      headers: member.headers,
    });
    expect(enroll.statusCode).toBe(201);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= ATTENDANCE_CODE_ATTEMPTS; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/mux/attendance-code/${spelling(courseId, attempt + 1)}`,
        headers: member.headers,
        payload: { code: '0000' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, ATTENDANCE_CODE_ATTEMPTS).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const lowerCase = await t.app.inject({
      method: 'POST',
      url: `/api/mux/attendance-code/${courseId.toLowerCase()}`,
      headers: member.headers,
      payload: { code: '0000' },
    });
    expect(lowerCase.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});
