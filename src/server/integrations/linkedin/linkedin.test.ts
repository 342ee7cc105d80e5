import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LINKEDIN_APP, LinkedInStandIn } from '../../../../tests/support/linkedin-stand-in.ts'
import { describeNetwork } from '../../../../tests/support/network-suite.ts'
import { escapeLittleText, LinkedInAdapter } from './linkedin-adapter.ts'

const linkedin = new LinkedInStandIn()

describeNetwork({
  network: 'linkedin',
  channel: 'linkedin-personal',
  accountId: 'urn:li:person:member-7',
  standIn: linkedin,
  pkce: false,
  posts: () =>
    linkedin.posts.map((post) => {
      const image = post.image ? linkedin.images.get(post.image) : undefined
      return {
        caption: post.commentary,
        ...(image ? { image: { type: image.type, bytes: image.bytes } } : {}),
      }
    }),
  uploads: () => linkedin.images.size,
  postPath: /^\/rest\/posts$/,
  tokenPath: /^\/oauth\/v2\/accessToken$/,
  answers: {
    rateLimited: {
      status: 429,
      headers: { 'retry-after': '120' },
      body: {
        status: 429,
        serviceErrorCode: 101,
        code: 'TOO_MANY_REQUESTS',
        message: 'Resource level throttle limit exceeded',
      },
    },
    retryAfterMs: 120_000,
    outage: {
      status: 503,
      body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' },
    },
    revoked: {
      status: 401,
      body: {
        status: 401,
        serviceErrorCode: 65602,
        code: 'EXPIRED_ACCESS_TOKEN',
        message: 'The token used in the request has expired',
      },
    },
    refused: {
      status: 422,
      body: {
        status: 422,
        code: 'UNPROCESSABLE_ENTITY',
        message: 'Content is a duplicate of urn:li:share:1',
      },
    },
    refusedReason: 'Content is a duplicate of urn:li:share:1',
    refreshRefused: {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'The provided refresh token is invalid' },
    },
  },
  linkPattern: /^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:/,
  adapterWithTimeout: (config, timeoutMs) =>
    new LinkedInAdapter({
      clientId: config.LINKEDIN_CLIENT_ID,
      clientSecret: config.LINKEDIN_CLIENT_SECRET,
      apiUrl: config.LINKEDIN_API_URL,
      oauthUrl: config.LINKEDIN_OAUTH_URL,
      timeoutMs,
    }),
})

describe('LinkedIn accounts and text', () => {
  const standIn = new LinkedInStandIn()
  let adapter: LinkedInAdapter
  beforeAll(async () => {
    await standIn.start()
    const env = standIn.env()
    adapter = new LinkedInAdapter({
      clientId: LINKEDIN_APP.id,
      clientSecret: LINKEDIN_APP.secret,
      apiUrl: env.LINKEDIN_API_URL ?? '',
      oauthUrl: env.LINKEDIN_OAUTH_URL ?? '',
    })
  })
  afterAll(() => standIn.stop())

  it('offers the personal profile for the personal channel and the pages administered for the company channel', async () => {
    const back = await standIn.consent(
      adapter.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: 'http://localhost/back' }),
    )
    const tokens = await adapter.exchangeCode({
      code: back.searchParams.get('code') ?? '',
      codeVerifier: 'v',
      redirectUri: 'http://localhost/back',
    })
    expect(tokens.refreshToken).toBeTruthy()
    expect(await adapter.listAccounts(tokens.accessToken)).toEqual([
      expect.objectContaining({
        id: 'urn:li:person:member-7',
        name: 'Alice Baker (personal profile)',
        channel: 'linkedin-personal',
      }),
      expect.objectContaining({
        id: 'urn:li:organization:5583111',
        name: 'Corner Bakery Ltd (company page)',
        channel: 'linkedin-company',
      }),
    ])
    const published = await adapter.publish({
      channel: 'linkedin-company',
      accountId: 'urn:li:organization:5583111',
      accessToken: tokens.accessToken,
      caption: 'Open (late) on Friday #bakery',
      imageUrl: null,
    })
    expect(standIn.posts.find((post) => post.urn === published.networkPostId)).toMatchObject({
      author: 'urn:li:organization:5583111',
      commentary: 'Open \\(late\\) on Friday \\#bakery',
    })
  })

  it('escapes the little-text markup characters', () => {
    expect(escapeLittleText('a_b*c @you [x](y) {z} <t> ~|\\')).toBe(
      'a\\_b\\*c \\@you \\[x\\]\\(y\\) \\{z\\} \\<t\\> \\~\\|\\\\',
    )
  })
})
