import { describeNetwork } from '../../../../tests/support/network-suite.ts'
import { XStandIn } from '../../../../tests/support/x-stand-in.ts'
import { XAdapter } from './x-adapter.ts'

const x = new XStandIn()

describeNetwork({
  network: 'x',
  channel: 'x-twitter',
  accountId: x.user.id,
  standIn: x,
  pkce: true,
  posts: () =>
    x.posts.map((post) => {
      const media = post.mediaIds[0] ? x.media.get(post.mediaIds[0]) : undefined
      return { caption: post.text, ...(media ? { image: media } : {}) }
    }),
  uploads: () => x.media.size,
  postPath: /^\/2\/tweets$/,
  tokenPath: /^\/2\/oauth2\/token$/,
  answers: {
    rateLimited: {
      status: 429,
      headers: {
        'x-rate-limit-limit': '100',
        'x-rate-limit-remaining': '0',
        'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 900),
      },
      body: { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
    },
    retryAfterMs: 900_000,
    outage: {
      status: 503,
      body: { title: 'Service Unavailable', detail: 'Service Unavailable', type: 'about:blank', status: 503 },
    },
    revoked: {
      status: 401,
      body: { title: 'Unauthorized', detail: 'Unauthorized', type: 'about:blank', status: 401 },
    },
    refused: {
      status: 403,
      body: {
        title: 'Forbidden',
        detail: 'You are not allowed to create a Tweet with duplicate content.',
        type: 'about:blank',
        status: 403,
      },
    },
    refusedReason: 'You are not allowed to create a Tweet with duplicate content.',
    refreshRefused: {
      status: 400,
      body: { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' },
    },
  },
  linkPattern: /^https:\/\/x\.com\/i\/web\/status\/\d+/,
  shortLivedAccessToken: true,
  adapterWithTimeout: (config, timeoutMs) =>
    new XAdapter({
      clientId: config.X_CLIENT_ID,
      clientSecret: config.X_CLIENT_SECRET,
      apiUrl: config.X_API_URL,
      oauthUrl: config.X_OAUTH_URL,
      timeoutMs,
    }),
})
