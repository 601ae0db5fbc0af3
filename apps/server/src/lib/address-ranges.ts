import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound request (a channel feed, a webhook) must never reach unless the configuration allows them
 * (decision 086): the machine itself, the company's private networks, link-local (cloud metadata at 169.254.169.254),
 * and ranges that are not unicast on the internet. BlockList reads IPv4-mapped IPv6 addresses as IPv4.
 */
const PRIVATE_RANGES: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const denied = new BlockList();
for (const [network, prefix, family] of PRIVATE_RANGES) denied.addSubnet(network, prefix, family);

function parseEntry(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText] = entry.split('/');
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** An IP address or a CIDR range (an empty entry counts as none). */
export function isAddressOrRange(entry: string): boolean {
  return entry === '' || parseEntry(entry) !== null;
}

export interface AddressPolicy {
  /** Whether an outbound request may connect to this address. */
  isAllowed(address: string): boolean;
}

/** The policy of OUTBOUND_ALLOW: public addresses always, private ones only when listed. */
export function addressPolicy(allow: string): AddressPolicy {
  const allowed = new BlockList();
  for (const entry of allow.split(',').map((part) => part.trim())) {
    const parsed = parseEntry(entry);
    if (parsed) allowed.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
  return {
    isAllowed(address) {
      if (isIP(address) === 0) return false;
      const family = familyOf(address);
      return !denied.check(address, family) || allowed.check(address, family);
    },
  };
}
