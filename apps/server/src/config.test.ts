import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    for (const off of [undefined, '', ' ', 'false', '0']) expect(trustProxy(off)).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
    expect(trustProxy('10.0.0.5, 10.1.0.0/16,::1, fd00::/8, loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it.each([
    ['true', /TRUST_PROXY: 'true' would let every client choose its own address/],
    ['10.0.0.300', /TRUST_PROXY: not an address or CIDR range: 10\.0\.0\.300/],
    ['10.0.0.0/33', /not an address or CIDR range: 10\.0\.0\.0\/33/],
    ['::1/129', /not an address or CIDR range: ::1\/129/],
    ['10.0.0.1/8/2', /not an address or CIDR range/],
    ['proxy.internal', /not an address or CIDR range: proxy\.internal/],
    [',', /not an address or CIDR range/],
    ['99', /99 hops is not a plausible proxy chain/],
  ])('refuses %j with a message naming the variable', (value, message) => {
    expect(() => trustProxy(value)).toThrow(message);
  });
});
