import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.1.2.3', '10.1.2.3', '172.16.5.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '192.0.2.5', '198.18.0.1', '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe', '64:ff9b::10.0.0.1', 'localhost', 'pas-une-adresse',
  ])('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(['8.8.8.8', '41.82.10.1', '196.207.200.1', '172.32.0.1', '2001:4860:4860::8888', '2c0f:f248::1', '::ffff:8.8.8.8'])('allows %s', (ip) =>
    expect(isPublicAddress(ip)).toBe(true),
  );
});
