import { describe, expect, it } from 'vitest';
import { scrubException, scrubText } from './scrub-text.js';

describe('scrubText', () => {
  it('masks e-mail addresses and cuts query strings and fragments off URLs and paths', () => {
    expect(
      scrubText(
        'duplicate key (email)=(ada.lovelace@firm.example) at https://app.example/invite?token=abc#x and /reset?code=9',
      ),
    ).toBe('duplicate key (email)=([email]) at https://app.example/invite and /reset');
  });

  it('leaves a text without either alone', () => {
    expect(scrubText('relation "courses" does not exist')).toBe('relation "courses" does not exist');
  });
});

describe('scrubException', () => {
  const reported = {
    type: 'Error',
    value: 'No account for ada@example.com at /auth/reset?token=secret',
    mechanism: {
      type: 'instrument',
      handled: false,
      data: { function: 'fetch', arguments: 'ada@example.com' },
    },
    stacktrace: {
      frames: [
        {
          function: 'submit',
          filename: 'https://counsel.example/assets/app.js?v=1',
          lineno: 3,
          vars: { password: 'x' },
        },
        { function: 'main', abs_path: '/srv/app/dist/server.js', lineno: 9 },
      ],
    },
  };

  it('keeps the kind, scrubs the message, drops the mechanism’s data and every frame’s local variables', () => {
    const scrubbed = scrubException(reported);
    expect(scrubbed).toEqual({
      type: 'Error',
      value: 'No account for [email] at /auth/reset',
      mechanism: { type: 'instrument', handled: false, data: undefined },
      stacktrace: {
        frames: [
          { function: 'submit', filename: 'https://counsel.example/assets/app.js?v=1', lineno: 3 },
          { function: 'main', abs_path: '/srv/app/dist/server.js', lineno: 9 },
        ],
      },
    });
    expect(JSON.stringify(scrubbed)).not.toMatch(/ada@|secret|password/);
  });

  it('passes the frames’ file names through the given function', () => {
    const scrubbed = scrubException(reported, (name) => name.split('?')[0] ?? name);
    expect(scrubbed.stacktrace.frames.map((frame) => frame.filename ?? frame.abs_path)).toEqual([
      'https://counsel.example/assets/app.js',
      '/srv/app/dist/server.js',
    ]);
  });

  it('leaves out what the exception does not have', () => {
    expect(scrubException({ type: 'TypeError', value: 'x is not a function' })).toEqual({
      type: 'TypeError',
      value: 'x is not a function',
    });
  });
});
