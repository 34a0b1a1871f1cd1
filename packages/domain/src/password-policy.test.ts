import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it('accepts a long, unusual password', () => {
    expect(passwordProblem('violet-harbour-lamp-42')).toBeNull();
  });
  it('needs 8 to 128 characters', () => {
    expect(passwordProblem('seven77')).toMatch(/at least 8/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
  });
  it('refuses common passwords whatever their case, and repeated characters', () => {
    expect(passwordProblem('Password123')).toMatch(/too common/);
    expect(passwordProblem('QWERTYUIOP')).toMatch(/too common/);
    expect(passwordProblem('zzzzzzzzzz')).toMatch(/too common/);
  });
  it('refuses the e-mail address inside the password', () => {
    expect(passwordProblem('ana.ruiz-2027!', { email: 'ana.ruiz@example.com' })).toMatch(/e-mail/);
  });
});
