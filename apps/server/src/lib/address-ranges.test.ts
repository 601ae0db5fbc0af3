import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addressPolicy, isAddressOrRange } from './address-ranges.ts';
import { OutboundError, outboundRequest } from './outbound.ts';

describe('the outbound address policy', () => {
  it('refuses loopback, private, link-local and unspecified addresses, in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    const policy = addressPolicy('');
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::7',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(policy.isAllowed(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111']) {
      expect(policy.isAllowed(address), address).toBe(true);
    }
  });

  it('allows what OUTBOUND_ALLOW lists, as addresses or ranges, and nothing more', () => {
    const policy = addressPolicy('127.0.0.1, 10.20.0.0/16');
    expect(policy.isAllowed('127.0.0.1')).toBe(true);
    expect(policy.isAllowed('::ffff:127.0.0.1')).toBe(true);
    expect(policy.isAllowed('127.0.0.2')).toBe(false);
    expect(policy.isAllowed('10.20.99.1')).toBe(true);
    expect(policy.isAllowed('10.21.0.1')).toBe(false);
    expect(isAddressOrRange('10.0.0.0/8')).toBe(true);
    expect(isAddressOrRange('10.0.0.0/33')).toBe(false);
    expect(isAddressOrRange('example.com')).toBe(false);
  });

  it('checks the name a request resolves, not only an address typed in the URL', async () => {
    const server = createServer((_request, response) => response.end('reached'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ask = (policy: string, host: string) =>
      outboundRequest(addressPolicy(policy), {
        url: `http://${host}:${port}/`,
        timeoutMs: 2000,
        maxBytes: 1000,
        maxRedirects: 0,
      });
    try {
      // 'localhost' is resolved here and its address refused before any connection.
      await expect(ask('', 'localhost')).rejects.toMatchObject({ failure: 'refused_address' });
      await expect(ask('', '127.0.0.1')).rejects.toBeInstanceOf(OutboundError);
      const allowed = await ask('127.0.0.1', '127.0.0.1');
      expect(allowed.body.toString()).toBe('reached');
    } finally {
      server.close();
    }
  });
});
