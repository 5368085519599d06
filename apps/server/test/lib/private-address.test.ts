import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../src/lib/private-address.js';

describe('isPrivateAddress: the addresses AI_ALLOW_PRIVATE_HOSTS=false refuses', () => {
  it('refuses loopback, link-local (cloud metadata), private, CGNAT and unspecified IPv4', () => {
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '169.254.169.254',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
    ];
    expect(refused.filter((address) => !isPrivateAddress(address))).toEqual([]);
  });

  it('refuses the IPv6 forms: loopback, unspecified, link-local, unique local and IPv4-mapped', () => {
    const refused = [
      '::1',
      '::',
      'fe80::1',
      'febf::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.1.2.3',
      '::ffff:192.168.0.1',
      'FE80::ABCD',
    ];
    expect(refused.filter((address) => !isPrivateAddress(address))).toEqual([]);
  });

  it('lets public addresses through, the neighbours of each range included', () => {
    const allowed = [
      '8.8.8.8',
      '1.1.1.1',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '169.253.255.255',
      '11.0.0.1',
      '192.169.0.1',
      '2606:4700:4700::1111',
      '2001:db8::1',
      'fec0::1',
      '::ffff:8.8.8.8',
    ];
    expect(allowed.filter((address) => isPrivateAddress(address))).toEqual([]);
  });

  it('counts what is not an address as refused (fail closed)', () => {
    for (const value of ['', 'localhost', '999.1.1.1', 'not an ip'])
      expect(isPrivateAddress(value)).toBe(true);
  });
});
