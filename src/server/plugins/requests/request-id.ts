import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { BlockList, isIPv4 } from 'node:net'
import type { FastifyInstance } from 'fastify'

export const REQUEST_ID_HEADER = 'x-request-id'

/** What a proxy may pass on: short, printable, no spaces (it goes into log lines and headers). */
const ACCEPTED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/

/** The address names proxy-addr (Fastify's trustProxy) understands, as subnets. */
const NAMED_SUBNETS: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
}

const family = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6')

/**
 * Whether the peer that sent a request is a proxy named by TRUST_PROXY (`true`, `false`, a hop count,
 * or a comma-separated list of names, addresses and CIDRs, as Fastify's trustProxy takes it).
 */
export function trustedPeer(trust: boolean | string): (address: string | undefined) => boolean {
  if (trust === true || /^\d+$/.test(String(trust))) return (address) => address !== undefined
  if (trust === false) return () => false
  const list = new BlockList()
  for (const entry of String(trust)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const named = NAMED_SUBNETS[entry]
    if (named) {
      for (const [network, prefix, type] of named) list.addSubnet(network, prefix, type)
      continue
    }
    const [network = '', prefix] = entry.split('/')
    if (prefix !== undefined) list.addSubnet(network, Number(prefix), family(network))
    else list.addAddress(network, family(network))
  }
  return (address) => {
    if (!address) return false
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address
    return list.check(plain, family(plain))
  }
}

/**
 * Fastify's genReqId: the proxy's X-Request-Id when the peer is a trusted proxy and the id looks like
 * one, else a random UUID. A visitor cannot choose the id that lands in our logs.
 */
export function requestIdGenerator(trust: boolean | string): (request: IncomingMessage) => string {
  const isTrusted = trustedPeer(trust)
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER]
    if (typeof given === 'string' && ACCEPTED_ID.test(given) && isTrusted(request.socket?.remoteAddress)) {
      return given
    }
    return randomUUID()
  }
}

/** Every answer names its request, so a customer can quote it and we can find its log lines. */
export function returnRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
}
