import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../src/server/http/client-address';

describe('addressKey: what per-address limits count by', () => {
  it('counts IPv4 by its address, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 as one client', () => {
    const a = addressKey('2001:db8:85a3:12:1111:2222:3333:4444');
    const b = addressKey('2001:0db8:85a3:0012::1');
    expect(a).toBe('2001:db8:85a3:12::/64');
    expect(b).toBe(a);
    expect(addressKey('2001:db8:85a3:13::1')).not.toBe(a);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
