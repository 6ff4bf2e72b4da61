import { describe, expect, it } from 'vitest';
import { isAddressHost, isPrivateAddress, isPrivateHost } from './private-network.ts';

/** The host as the wizard and the server see it: after the URL parser's normalising. */
const hostOf = (link: string) => new URL(link).hostname;

describe('private and local hosts of campaign links', () => {
  it.each([
    ['IPv4 loopback', 'http://127.0.0.1/'],
    ['the rest of 127/8', 'http://127.255.1.2:8080/x'],
    ['0.0.0.0', 'http://0.0.0.0/'],
    ['private 10/8', 'http://10.1.2.3/'],
    ['private 172.16/12', 'http://172.31.255.255/'],
    ['private 192.168/16', 'https://192.168.1.1/admin'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['multicast', 'http://224.0.0.1/'],
    ['a decimal number', 'http://2130706433/'],
    ['hex and short forms', 'http://0x7f.1/'],
    ['octal parts', 'http://0177.0.0.01/'],
    ['a trailing dot', 'http://127.0.0.1./'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv6 unspecified', 'http://[::]/'],
    ['IPv6 unique local', 'http://[fd12:3456::1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6 of a private address', 'http://[::ffff:c0a8:101]/'],
    ['NAT64 of loopback', 'http://[64:ff9b::127.0.0.1]/'],
    ['6to4 of a private address', 'http://[2002:a00:1::]/'],
    ['localhost', 'http://localhost:3000/'],
    ['LOCALHOST with a trailing dot', 'http://LOCALHOST./'],
    ['a *.localhost name', 'http://shop.localhost/'],
    ['an mDNS name', 'http://printer.local/'],
    ['an .internal name', 'http://metadata.google.internal/'],
    ['a home network name', 'http://nas.home.arpa/'],
    ['a router name', 'http://router.lan/'],
    ['an intranet name without a dot', 'http://intranet/'],
  ])('refuses %s (%s)', (_, link) => {
    expect(isPrivateHost(hostOf(link))).toBe(true);
  });

  it.each([
    'https://example.com/',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'http://93.184.215.14/',
    'http://8.8.8.8/',
    'http://172.32.0.1/',
    'http://100.128.0.1/',
    'http://[2606:4700:4700::1111]/',
    'http://[::ffff:8.8.8.8]/',
    'https://local.example.com/',
    'https://localhost.example.com/',
    'https://ads.kamao.test:8443/ad-site',
  ])('accepts the public host of %s', (link) => {
    expect(isPrivateHost(hostOf(link))).toBe(false);
  });

  it('judges the addresses DNS answers with, in either family', () => {
    expect(isPrivateAddress('127.0.0.1')).toBe(true);
    expect(isPrivateAddress('192.168.0.10')).toBe(true);
    expect(isPrivateAddress('fd00::1')).toBe(true);
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isPrivateAddress('fe80::1%eth0')).toBe(true);
    expect(isPrivateAddress('93.184.215.14')).toBe(false);
    expect(isPrivateAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(false);
    expect(isPrivateAddress('not an address')).toBe(false);
    expect(isPrivateAddress('1:2:3')).toBe(false);
  });

  it('tells addresses from names', () => {
    expect(isAddressHost(hostOf('http://2130706433/'))).toBe(true);
    expect(isAddressHost(hostOf('http://[::1]/'))).toBe(true);
    expect(isAddressHost(hostOf('https://example.com/'))).toBe(false);
  });
});
