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

describe('passwordProblem with a large common-password list', () => {
  // Stands in for the server's list (the API passes @zxcvbn-ts/language-common's 49,000 passwords).
  const list = new Set(['password', 'summer', 'letmein', 'dragon', 'monkey']);
  const isCommon = (candidate: string) => list.has(candidate);

  it.each(['Password1!', 'Summer2026', 'letmein!', 'P@ssw0rd2024', '!!Dragon99', 'M0nkey-123'])(
    'refuses %s: a listed word with digits and symbols around it, or letters swapped',
    (password) => {
      expect(passwordProblem(password, { isCommon })).toMatch(/too common/);
    },
  );

  it('leaves the list to the caller: without it, only the short built-in list applies', () => {
    expect(passwordProblem('Summer2026')).toBeNull();
  });

  it('accepts passwords that merely contain a listed word inside', () => {
    expect(passwordProblem('summer-orchard-compass', { isCommon })).toBeNull();
    expect(passwordProblem('violet-harbour-lamp-42', { isCommon })).toBeNull();
  });
});

describe('passwordProblem with the person', () => {
  it('refuses a part of the e-mail local part, whatever the case or letter swaps', () => {
    expect(passwordProblem('Hopper#Harbour9', { email: 'grace.hopper@example.com' })).toMatch(/e-mail/);
    expect(passwordProblem('h0pper-lantern-77', { email: 'grace.hopper@example.com' })).toMatch(/e-mail/);
  });

  it('refuses the name or a part of it, case-insensitively', () => {
    const context = { email: 'gh@example.com', name: 'Grace Brewster Hopper' };
    expect(passwordProblem('BREWSTER-lantern-77', context)).toMatch(/name/);
    expect(passwordProblem('granite-gr4ce-lantern', context)).toMatch(/name/);
  });

  it('ignores parts shorter than 4 characters', () => {
    expect(passwordProblem('banana-orchard-compass', { name: 'Ana Li', email: 'al@example.com' })).toBeNull();
  });
});
