import { describe, expect, it } from 'vitest';
import { makeIdToken } from '../../../app/testing/identity-stub';
import { decodeIdToken, idTokenExpiresAt } from './id-token';

describe('decodeIdToken', () => {
  it('reads the claims of the middle part, names in any script included', () => {
    const token = makeIdToken({ sub: 'u1', role: 'enterprise', name: 'Zoë Ångström 李', exp: 1_900_000_000 });
    const claims = decodeIdToken(token);
    expect(claims).toMatchObject({ sub: 'u1', role: 'enterprise', name: 'Zoë Ångström 李' });
    expect(idTokenExpiresAt(claims)).toBe(1_900_000_000_000);
  });

  it('gives no claims for something that is not a JWT', () => {
    expect(decodeIdToken('garbage')).toEqual({});
    expect(decodeIdToken('a.%%%.c')).toEqual({});
    expect(decodeIdToken(`a.${btoa('"just a string"')}.c`)).toEqual({});
    expect(idTokenExpiresAt({})).toBeNull();
  });
});
