import { lookup as dnsLookup } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Fetches a training page without letting an administrator's URL reach the server's own network:
 * every address a host name resolves to is checked, in the connection's own look-up (so the address
 * checked is the address connected to, and a second DNS answer cannot swap it), and again on every
 * redirect, which is followed by hand. A timeout covers the whole fetch and the body is capped.
 */

const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // NAT64 for a local network's own use (RFC 8215): never a public host.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6')

/** The eight 16-bit groups of an IPv6 address (zone dropped, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? ''
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [])
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right]
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')

/**
 * The IPv4 addresses an IPv6 address carries, by the forms that reach them: IPv4-compatible (::/96),
 * IPv4-mapped (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96), 6to4
 * (2002::/16), Teredo (2001::/32: server, and client stored inverted) and ISATAP interface ids.
 */
export function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address)
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const found: string[] = []
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0
  if (upperZero && g4 === 0 && (g5 === 0 || g5 === 0xffff)) found.push(ipv4Of(g6, g7))
  if (upperZero && g4 === 0xffff && g5 === 0) found.push(ipv4Of(g6, g7))
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) found.push(ipv4Of(g6, g7))
  if (g0 === 0x2002) found.push(ipv4Of(g1, g2))
  if (g0 === 0x2001 && g1 === 0) found.push(ipv4Of(g2, g3), ipv4Of(g6 ^ 0xffff, g7 ^ 0xffff))
  if ((g4 & 0xfdff) === 0 && g5 === 0x5efe) found.push(ipv4Of(g6, g7))
  return found
}

/**
 * Private, loopback, link-local and other non-public addresses, IPv6 addresses carrying such an IPv4
 * address included.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  if (family === 4) return blocked.check(address, 'ipv4')
  if (blocked.check(address, 'ipv6')) return true
  return embeddedIpv4(address).some((ipv4) => blocked.check(ipv4, 'ipv4'))
}

export class UrlRefused extends Error {
  override name = 'UrlRefused'
}

export const PRIVATE_ADDRESS_REFUSED =
  'This address is on a private or local network, so it cannot be fetched. Please use a public web page.'

export interface FetchPolicy {
  /** CHATBOT_ALLOW_PRIVATE_URLS: let private, loopback and link-local addresses through (local testing). */
  allowPrivate: boolean
  timeoutMs: number
  maxBytes: number
  maxRedirects: number
  /** The address check; tests may narrow it. */
  isRefused?: (address: string) => boolean
  /** DNS look-up (node's by default). */
  lookup?: typeof dnsLookup
}

export const DEFAULT_FETCH_POLICY = {
  allowPrivate: false,
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
} satisfies FetchPolicy

export interface FetchedPage {
  url: string
  contentType: string
  body: string
}

function refusedBy(policy: FetchPolicy): (address: string) => boolean {
  if (policy.allowPrivate) return () => false
  return policy.isRefused ?? isPrivateAddress
}

/** A look-up that answers only with allowed addresses, and refuses the host if any address is not. */
function guardedLookup(policy: FetchPolicy): LookupFunction {
  const refused = refusedBy(policy)
  const resolve = policy.lookup ?? dnsLookup
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as unknown as { address: string; family: number }[]
      if (list.length === 0 || list.some((entry) => refused(entry.address))) {
        return callback(new UrlRefused(PRIVATE_ADDRESS_REFUSED), '', 0)
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list)
      const first = list[0] as { address: string; family: number }
      return callback(null, first.address, first.family)
    })
  }
}

/** Resolves the URL's host now and refuses it when an address is private (the route's early answer). */
export async function checkUrlHost(url: URL, policy: FetchPolicy): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const refused = refusedBy(policy)
  if (isIP(host)) {
    if (refused(host)) throw new UrlRefused(PRIVATE_ADDRESS_REFUSED)
    return
  }
  await new Promise<void>((resolve, reject) => {
    guardedLookup(policy)(host, { all: true }, (error) => (error ? reject(error) : resolve()))
  })
}

function requestOnce(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup: guardedLookup(policy),
      signal,
      headers: { accept: 'text/html, text/plain;q=0.9', 'user-agent': 'PostCraft-Knowledge-Fetcher/1.0' },
    })
    request.on('response', resolve)
    request.on('error', reject)
  })
}

async function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<string> {
  const parts: Buffer[] = []
  let size = 0
  for await (const part of response) {
    size += (part as Buffer).length
    if (size > maxBytes) {
      response.destroy()
      throw new UrlRefused(`The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`)
    }
    parts.push(part as Buffer)
  }
  return Buffer.concat(parts).toString('utf8')
}

export async function fetchPage(address: string, policy: FetchPolicy): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(policy.timeoutMs)
  let url = new URL(address)
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new UrlRefused('Only http and https pages can be fetched.')
    await checkUrlHost(url, policy)
    const response = await requestOnce(url, policy, signal).catch((error: Error) => {
      if (error instanceof UrlRefused) throw error
      throw new UrlRefused(
        signal.aborted
          ? 'The page took too long to answer.'
          : `The page could not be fetched (${error.message}).`,
      )
    })
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume()
      if (redirects >= policy.maxRedirects) throw new UrlRefused('The page redirected too many times.')
      url = new URL(response.headers.location, url)
      continue
    }
    if (status < 200 || status >= 300) {
      response.resume()
      throw new UrlRefused(`The page answered with status ${status}.`)
    }
    const contentType = String(response.headers['content-type'] ?? '').toLowerCase()
    if (!/text\/html|application\/xhtml\+xml|text\/plain/.test(contentType)) {
      response.resume()
      throw new UrlRefused('The address is not a web page (HTML or plain text).')
    }
    const body = await readCapped(response, policy.maxBytes).catch((error: Error) => {
      if (error instanceof UrlRefused) throw error
      throw new UrlRefused('The page took too long to answer.')
    })
    return { url: url.toString(), contentType, body }
  }
}
