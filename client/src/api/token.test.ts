import { makeToken } from '../test/tokens';
import { TOKEN_KEY, clearToken, decodeToken, getValidToken, isExpired, storeToken } from './token';

describe('token', () => {
  beforeEach(() => localStorage.clear());

  it('decodes the claims of a base64url payload', () => {
    const token = makeToken({ username: 'rahim ✓', userrole: 'admin', sub: 7, exp: 2_000_000_000 });
    expect(decodeToken(token)).toEqual(
      expect.objectContaining({
        sub: 7,
        username: 'rahim ✓',
        userrole: 'admin',
        exp: 2_000_000_000,
      }),
    );
  });

  it('keeps a valid token and reads it back', () => {
    const token = makeToken();
    storeToken(token);
    expect(getValidToken()).toBe(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('treats exp as seconds: a token expiring now or earlier is expired', () => {
    const nowMs = 1_700_000_000_000;
    const claims = decodeToken(makeToken({ exp: 1_700_000_000 }))!;
    expect(isExpired(claims, nowMs)).toBe(true);
    expect(isExpired({ ...claims, exp: 1_700_000_001 }, nowMs)).toBe(false);
  });

  it('removes an expired token', () => {
    storeToken(makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    expect(getValidToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['bad base64', 'a.%%%%.c'],
    ['non-JSON payload', `a.${Buffer.from('hello').toString('base64url')}.c`],
    ['payload without exp', `a.${Buffer.from('{"username":"x"}').toString('base64url')}.c`],
    ['JSON null payload', `a.${Buffer.from('null').toString('base64url')}.c`],
  ])('removes a token that does not decode (%s) without throwing', (_name, token) => {
    localStorage.setItem(TOKEN_KEY, token);
    expect(decodeToken(token)).toBeNull();
    expect(getValidToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('clears the token and tells listeners', () => {
    storeToken(makeToken());
    clearToken();
    expect(getValidToken()).toBeNull();
  });
});
