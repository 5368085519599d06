import { BlockList, isIP } from 'node:net';

/**
 * Where a provider must not be when AI_ALLOW_PRIVATE_HOSTS is false: this machine, its
 * networks and the cloud's metadata service. `BlockList` matches an IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`) against the IPv4 ranges too.
 */
const PRIVATE_RANGES: [network: string, prefix: number, family: 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local: 169.254.169.254 is the cloud's metadata service
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fc00::', 7, 'ipv6'], // unique local
];

const privateRanges = new BlockList();
for (const [network, prefix, family] of PRIVATE_RANGES) privateRanges.addSubnet(network, prefix, family);

/** Whether an IP address is loopback, link-local, private, CGNAT or unspecified; not an address counts as private. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/%.*$/, ''); // fe80::1%eth0: the zone names an interface, not an address
  const family = isIP(bare);
  if (family === 0) return true;
  return privateRanges.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}
