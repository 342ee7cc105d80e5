import type { lookup } from 'node:dns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PageServer } from '../../../../tests/support/training-documents.ts'
import {
  DEFAULT_FETCH_POLICY,
  type FetchPolicy,
  fetchPage,
  isPrivateAddress,
  PRIVATE_ADDRESS_REFUSED,
  UrlRefused,
} from './safe-fetch.ts'

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true)
  })

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111'])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false)
  })

  // Each IPv6 form that carries an IPv4 address: refused with a private one inside, allowed with a
  // public one (8.8.8.8), so the check reads the address rather than refusing the whole range.
  it.each([
    ['IPv4-compatible ::/96', '::127.0.0.1', '::8.8.8.8'],
    ['IPv4-compatible, in hex', '::a00:1', '::808:808'],
    ['IPv4-mapped ::ffff:0:0/96', '::ffff:7f00:1', '::ffff:8.8.8.8'],
    ['IPv4-translated ::ffff:0:0:0/96', '::ffff:0:192.168.0.1', '::ffff:0:8.8.8.8'],
    ['NAT64 64:ff9b::/96', '64:ff9b::10.0.0.1', '64:ff9b::8.8.8.8'],
    ['6to4 2002::/16', '2002:a9fe:a9fe::1', '2002:808:808::1'],
    ['Teredo 2001::/32, server', '2001:0:7f00:1::1', '2001:0:808:808::f7f7:f7f7'],
    ['Teredo 2001::/32, client (inverted)', '2001:0:808:808::80ff:fffe', '2001:0:808:808::f7f7:f7f7'],
    ['ISATAP interface id', '2606:4700::5efe:10.1.2.3', '2606:4700::5efe:8.8.8.8'],
    ['ISATAP interface id, universal', '2606:4700::200:5efe:192.168.1.1', '2606:4700::200:5efe:8.8.8.8'],
  ])('reads the IPv4 address inside %s', (_form, privateInside, publicInside) => {
    expect(isPrivateAddress(privateInside)).toBe(true)
    expect(isPrivateAddress(publicInside)).toBe(false)
  })

  it('refuses the local-use NAT64 prefix 64:ff9b:1::/48 whatever it carries', () => {
    expect(isPrivateAddress('64:ff9b:1::808:808')).toBe(true)
  })
})

/** A DNS stand-in: each name resolves to the given addresses (nothing leaves the machine). */
function fakeDns(names: Record<string, string[]>): typeof lookup {
  return ((hostname: string, _options: unknown, callback: (e: Error | null, a?: unknown) => void) => {
    const addresses = names[hostname]
    if (!addresses) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }))
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )
  }) as unknown as typeof lookup
}

describe('fetching a training page', () => {
  const pages = new PageServer({
    '/guide': { body: '<html><body><main><p>Hello from the guide.</p></main></body></html>' },
    '/to-private-literal': { status: 302, location: 'http://127.0.0.2/secret' },
    '/to-private-name': { status: 301, location: 'http://intranet.test/admin' },
    '/to-public-name': { status: 302, location: '/guide' },
    '/loop': { status: 302, location: '/loop' },
    '/image': { type: 'image/png', body: 'PNG' },
    '/big': { body: 'x'.repeat(3000) },
    '/missing-page': { status: 500, body: 'oops' },
  })
  let port = ''
  // Only the page server's own address counts as public here; every other address is refused.
  let policy: FetchPolicy
  beforeAll(async () => {
    port = new URL(await pages.start()).port
    policy = {
      ...DEFAULT_FETCH_POLICY,
      isRefused: (address) => address !== '127.0.0.1',
      lookup: fakeDns({
        'public.test': ['127.0.0.1'],
        'intranet.test': ['10.0.0.5'],
        'mixed.test': ['127.0.0.1', '192.168.0.10'],
      }),
    }
  })
  afterAll(async () => {
    await pages.stop()
  })

  it('fetches a page through a name whose addresses are allowed, connecting to the checked address', async () => {
    const page = await fetchPage(`http://public.test:${port}/guide`, policy)
    expect(page.body).toContain('Hello from the guide.')
    expect(page.url).toBe(`http://public.test:${port}/guide`)
  })

  it('follows a redirect and checks its target again', async () => {
    const page = await fetchPage(`http://public.test:${port}/to-public-name`, policy)
    expect(page.url).toBe(`http://public.test:${port}/guide`)
  })

  it.each([
    ['a redirect to a private address', '/to-private-literal'],
    ['a redirect to a name resolving to a private address', '/to-private-name'],
  ])('refuses %s', async (_, path) => {
    const before = pages.hits.length
    await expect(fetchPage(`http://public.test:${port}${path}`, policy)).rejects.toThrow(
      PRIVATE_ADDRESS_REFUSED,
    )
    expect(pages.hits.length).toBe(before + 1)
  })

  it('refuses a name when any of its addresses is private', async () => {
    await expect(fetchPage(`http://mixed.test:${port}/guide`, policy)).rejects.toThrow(
      PRIVATE_ADDRESS_REFUSED,
    )
  })

  it('refuses loopback with the default policy, and fetches it when private addresses are allowed', async () => {
    const url = `http://127.0.0.1:${port}/guide`
    await expect(fetchPage(url, DEFAULT_FETCH_POLICY)).rejects.toThrow(PRIVATE_ADDRESS_REFUSED)
    const page = await fetchPage(url, { ...DEFAULT_FETCH_POLICY, allowPrivate: true })
    expect(page.body).toContain('Hello')
  })

  it.each([
    ['/loop', 'redirected too many times'],
    ['/image', 'not a web page'],
    ['/missing-page', 'status 500'],
  ])('refuses %s with a readable reason', async (path, reason) => {
    const error = await fetchPage(`http://public.test:${port}${path}`, policy).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UrlRefused)
    expect((error as Error).message).toContain(reason)
  })

  it('stops reading a page larger than the cap', async () => {
    await expect(fetchPage(`http://public.test:${port}/big`, { ...policy, maxBytes: 1000 })).rejects.toThrow(
      /larger than/,
    )
  })
})
