import { describe, expect, it } from 'vitest';
import { BlockedUrlError } from './errors';
import { assertPublicUrl, isPrivateAddress, type Resolver } from './ssrf';

/** A resolver that answers from a table, so no test depends on (or sends) real DNS traffic. */
function tableResolver(table: Record<string, string[]>): Resolver {
  return async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`unknown ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '[::1]',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    'not-an-ip',
  ])('refuses %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('lets the public address %s through', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});

describe('assertPublicUrl', () => {
  const resolve = tableResolver({
    'tienda.test': ['93.184.216.34'],
    'interna.test': ['10.0.0.1'],
    'mezcla.test': ['93.184.216.34', '192.168.0.10'],
    'metadata.test': ['169.254.169.254'],
    'v6loop.test': ['::1'],
  });

  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.1/productos',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:8080/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/', // 127.0.0.1 written as one number
    'http://0x7f.1/',
  ])('refuses %s', async (url) => {
    await expect(assertPublicUrl(url, { resolve })).rejects.toBeInstanceOf(BlockedUrlError);
  });

  it('refuses localhost through the system resolver', async () => {
    await expect(assertPublicUrl('http://localhost:4100/')).rejects.toBeInstanceOf(BlockedUrlError);
  });

  it.each(['http://interna.test/', 'http://metadata.test/', 'http://v6loop.test/', 'http://mezcla.test/'])(
    'refuses %s, a name that resolves to a private address',
    async (url) => {
      await expect(assertPublicUrl(url, { resolve })).rejects.toThrow(/dirección privada/);
    },
  );

  it.each([
    'ftp://tienda.test/',
    'file:///etc/passwd',
    'gopher://tienda.test/',
    'http://user:pw@tienda.test/',
  ])('refuses %s for its scheme or credentials', async (url) => {
    await expect(assertPublicUrl(url, { resolve })).rejects.toBeInstanceOf(BlockedUrlError);
  });

  it('returns the checked addresses of a public name', async () => {
    await expect(assertPublicUrl('https://tienda.test/productos', { resolve })).resolves.toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
  });

  it('allows private addresses when told to, and only the listed origins when given a list', async () => {
    await expect(assertPublicUrl('http://127.0.0.1:4100/', { allowPrivate: true })).resolves.toHaveLength(1);
    const allowPrivate = ['127.0.0.1:4100'];
    await expect(assertPublicUrl('http://127.0.0.1:4100/x', { allowPrivate })).resolves.toHaveLength(1);
    await expect(assertPublicUrl('http://127.0.0.1:4101/x', { allowPrivate })).rejects.toBeInstanceOf(
      BlockedUrlError,
    );
    await expect(assertPublicUrl('http://10.0.0.1/', { allowPrivate })).rejects.toBeInstanceOf(
      BlockedUrlError,
    );
  });
});
