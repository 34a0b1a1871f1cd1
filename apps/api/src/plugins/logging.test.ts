import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { REDACTED, redactUrl } from '@counsel/domain';
import { loggerOptions, registerRequestContext } from './logging.js';

/** A log destination that keeps every line. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { stream, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('redactUrl', () => {
  it('replaces the values of secret query parameters and the calendar feed token, and keeps the rest', () => {
    expect(redactUrl('/auth/accept-invitation?token=abc.def&next=%2Fdashboard')).toBe(
      `/auth/accept-invitation?token=${REDACTED}&next=%2Fdashboard`,
    );
    expect(redactUrl('/api/live/calendar/f00dfeed.ics')).toBe(`/api/live/calendar/${REDACTED}`);
    expect(redactUrl('/api/zoom/oauth?code=xyz&state=1')).toBe(`/api/zoom/oauth?code=${REDACTED}&state=1`);
    expect(redactUrl('/api/courses?q=ethics&page=2')).toBe('/api/courses?q=ethics&page=2');
    expect(redactUrl('/media/a/video?playbackToken=eyJ1')).toBe(`/media/a/video?playbackToken=${REDACTED}`);
    expect(redactUrl('/plain')).toBe('/plain');
  });
});

describe('the app log', () => {
  it('carries no credential of a request: bearer token, cookie, one-time token in the query or the path', async () => {
    const log = capture();
    const t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
    try {
      const secrets = ['bearer-secret-1234567890', 'cookie-secret-1234567890', 'query-secret-1234567890'];
      await t.app.inject({
        method: 'GET',
        url: `/api/live/reminders/unsubscribe?token=${secrets[2]}`,
        headers: { authorization: `Bearer ${secrets[0]}`, cookie: `session=${secrets[1]}` },
      });
      await t.app.inject({ method: 'GET', url: '/api/live/calendar/calendar-secret-1234567890.ics' });
      const text = log.lines.join('\n');
      expect(log.lines.length).toBeGreaterThan(0);
      for (const secret of [...secrets, 'calendar-secret-1234567890']) expect(text).not.toContain(secret);
      expect(text).toContain(REDACTED);
      // Fastify's request lines carry the request id.
      const requests = log.records().filter((record) => record.msg === 'incoming request');
      expect(requests.length).toBe(2);
      for (const record of requests) expect(record.reqId).toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });

  it('puts the request id on the lines a service writes through app.log while a request runs, and on no other', async () => {
    const log = capture();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream: log.stream } });
    registerRequestContext(app);
    app.get('/work', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      app.log.info({ secret: 'service-secret-1234567890' }, 'a service at work');
      return { done: true };
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/work' });
      app.log.info('outside any request');
      const records = log.records();
      const service = records.find((record) => record.msg === 'a service at work');
      const incomingRecord = records.find((record) => record.msg === 'incoming request');
      expect(response.statusCode).toBe(200);
      expect(incomingRecord?.reqId).toEqual(expect.any(String));
      expect(service?.reqId).toBe(incomingRecord?.reqId);
      const requestIds = new Set(records.filter((record) => record.reqId).map((record) => record.reqId));
      expect(requestIds.size).toBe(1);
      expect(service?.secret).toBe(REDACTED);
      expect(records.find((record) => record.msg === 'outside any request')?.reqId).toBeUndefined();
      // A request line's id is bound once, not repeated by the mixin.
      const incoming = log.lines.find((line) => line.includes('incoming request')) ?? '';
      expect(incoming.split('"reqId"').length - 1).toBe(1);
    } finally {
      await app.close();
    }
  });
});
