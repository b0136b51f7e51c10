import { TokenService } from './tokens';

const SID = '6f1c2a9e-1111-4222-8333-944455556666';
const user = { id: 7, username: 'editor', role: 'editor', sid: SID };

describe('TokenService.verify', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps refusing a token once it expires, also after it verified before', () => {
    const tokens = new TokenService('a-secret-long-enough-for-hs256-tests', 60);
    const token = tokens.sign(user, SID);
    expect(tokens.verify(token)).toEqual(user);
    expect(tokens.verify(token)).toEqual(user);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a forged token and one signed with another secret', () => {
    const tokens = new TokenService('a-secret-long-enough-for-hs256-tests', 60);
    const token = tokens.sign(user, SID);
    expect(tokens.verify(token)).toEqual(user);
    const [head, , signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: '1', username: 'x', userrole: 'admin' }));
    expect(tokens.verify(`${head}.${claims.toString('base64url')}.${signature}`)).toBeNull();
    const other = new TokenService('another-secret-long-enough-for-tests', 60);
    expect(other.verify(token)).toBeNull();
  });

  it('answers a fresh object each time: a caller changing it changes nothing for the next', () => {
    const tokens = new TokenService('a-secret-long-enough-for-hs256-tests', 60);
    const token = tokens.sign(user, SID);
    const first = tokens.verify(token)!;
    first.role = 'admin';
    expect(tokens.verify(token)).toEqual(user);
  });
});
