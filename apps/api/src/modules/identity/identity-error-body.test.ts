import { describe, expect, it } from 'vitest';
import { identityErrorBody } from './identity-error-body.js';

describe('identityErrorBody', () => {
  it("keeps better-auth's code when the contract gives it this status", () => {
    expect(
      identityErrorBody(401, JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' })),
    ).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' } });
    expect(
      identityErrorBody(
        400,
        JSON.stringify({ code: 'VALIDATION_FAILED', message: 'Name', details: [{ path: '/name' }] }),
      ),
    ).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Name', details: [{ path: '/name' }] } });
  });

  it('names any other refusal by its status', () => {
    expect(
      identityErrorBody(401, JSON.stringify({ code: 'INVALID_TOKEN', message: 'Invalid token' })),
    ).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Invalid token' },
    });
    expect(identityErrorBody(403, JSON.stringify({ code: 'SOMETHING_NEW', message: 'No' })).error.code).toBe(
      'FORBIDDEN',
    );
    expect(identityErrorBody(404, '')).toEqual({
      error: { code: 'NOT_FOUND', message: 'The request failed with status 404.' },
    });
    expect(identityErrorBody(422, JSON.stringify({ message: 'Unprocessable' })).error.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('never shows the message of a 5xx', () => {
    expect(identityErrorBody(500, JSON.stringify({ message: 'relation "user" does not exist' }))).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
  });
});
