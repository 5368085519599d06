import { createHmac, createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from '../../../src/services/auth/hs256.js';

const key = createSecretKey(Buffer.from('a test secret of at least thirty-two bytes'));
const other = createSecretKey(Buffer.from('another secret of at least thirty-two bytes'));
const NOW = 1_800_000_000;
const checks = { issuer: 'inkwell', audience: 'inkwell', required: ['sub', 'jti', 'exp'], now: NOW };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const claims = { iss: 'inkwell', aud: 'inkwell', sub: '7', jti: 'j', exp: NOW + 60, iat: NOW, typ: 'access' };

/** A token signed by hand, for headers and claims jose would refuse to produce. */
function handMade(header: Record<string, unknown>, payload: Record<string, unknown>, signWith = key): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', signWith).update(input).digest('base64url')}`;
}

describe('verifyHs256', () => {
  it('reads what jose signs', async () => {
    const token = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('inkwell')
      .setAudience('inkwell')
      .setSubject('7')
      .setJti('j')
      .setIssuedAt(NOW)
      .setExpirationTime(NOW + 60)
      .sign(key);
    expect(verifyHs256(token, key, checks)).toEqual(claims);
  });

  it('accepts an audience list that names us', () => {
    expect(
      verifyHs256(handMade({ alg: 'HS256' }, { ...claims, aud: ['x', 'inkwell'] }), key, checks),
    ).toBeTruthy();
  });

  it.each([
    ['another key', handMade({ alg: 'HS256' }, claims, other)],
    ['alg none', `${b64({ alg: 'none' })}.${b64(claims)}.`],
    ['alg HS512 in the header', handMade({ alg: 'HS512' }, claims)],
    ['a critical header', handMade({ alg: 'HS256', crit: ['b64'], b64: false }, claims)],
    ['expired', handMade({ alg: 'HS256' }, { ...claims, exp: NOW })],
    ['exp not a number', handMade({ alg: 'HS256' }, { ...claims, exp: String(NOW + 60) })],
    ['not yet valid', handMade({ alg: 'HS256' }, { ...claims, nbf: NOW + 5 })],
    ['iat not a number', handMade({ alg: 'HS256' }, { ...claims, iat: 'now' })],
    ['another issuer', handMade({ alg: 'HS256' }, { ...claims, iss: 'elsewhere' })],
    ['another audience', handMade({ alg: 'HS256' }, { ...claims, aud: 'elsewhere' })],
    ['no jti', handMade({ alg: 'HS256' }, { ...claims, jti: undefined })],
    ['a payload that is no object', handMade({ alg: 'HS256' }, [1, 2] as unknown as Record<string, unknown>)],
    ['four parts', `${handMade({ alg: 'HS256' }, claims)}.x`],
    ['garbage', 'not-a-jwt'],
  ])('refuses %s', (_name, token) => {
    expect(verifyHs256(token, key, checks)).toBeUndefined();
  });

  it('refuses a tampered payload and a non-canonical signature', () => {
    const token = handMade({ alg: 'HS256' }, claims);
    const [head, , signature] = token.split('.') as [string, string, string];
    expect(verifyHs256(`${head}.${b64({ ...claims, sub: '8' })}.${signature}`, key, checks)).toBeUndefined();
    // The same signature bytes written with a stray character base64url decoding skips.
    expect(verifyHs256(`${token}=`, key, checks)).toBeUndefined();
    expect(verifyHs256(`${token.slice(0, 60)}!${token.slice(60)}`, key, checks)).toBeUndefined();
  });
});
