/** Which addresses a webhook may reach without WEBHOOK_ALLOW_PRIVATE, and a host's every address checked. */
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, PRIVATE_TARGET_REASON, resolveTarget } from './webhook-address';

describe('webhook target addresses', () => {
  it('refuses loopback, private, CGNAT, link-local, unique-local, multicast, unspecified and the IPv4 inside IPv6', () => {
    const refused = [
      '127.0.0.1', '127.255.0.9', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '100.127.255.254',
      '169.254.169.254', '224.0.0.1', '239.255.255.250', '255.255.255.255', '198.18.0.1', '192.0.2.5',
      '::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', 'fec0::1',
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '::127.0.0.1', '64:ff9b::a00:1', '2002:c0a8:101::1', '2001:db8::1',
    ];
    for (const a of refused) expect(isPrivateAddress(a), a).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '169.253.1.1', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001:81b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });

  it('resolves the host and refuses it when any of its addresses is internal, unless allowed', async () => {
    const lookup = (async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]) as never;
    await expect(resolveTarget(new URL('https://hooks.example/x'), false, lookup)).rejects.toMatchObject({ reason: PRIVATE_TARGET_REASON });
    await expect(resolveTarget(new URL('https://hooks.example/x'), true, lookup)).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    await expect(resolveTarget(new URL('http://[::1]:8080/'), false)).rejects.toMatchObject({ reason: PRIVATE_TARGET_REASON });
    await expect(resolveTarget(new URL('http://localhost:8080/'), false)).rejects.toMatchObject({ reason: PRIVATE_TARGET_REASON });
    await expect(resolveTarget(new URL('http://8.8.8.8/'), false)).resolves.toEqual({ address: '8.8.8.8', family: 4 });
  });
});
