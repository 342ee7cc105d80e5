import { GoogleStandIn } from '../../../../tests/support/google-stand-in.ts'
import { describeNetwork } from '../../../../tests/support/network-suite.ts'
import { GoogleAdapter } from './google-adapter.ts'

const google = new GoogleStandIn()
const apiError = (code: number, status: string, message: string) => ({ error: { code, message, status } })

describeNetwork({
  network: 'google',
  channel: 'google-business',
  accountId: 'accounts/108/locations/4021',
  standIn: google,
  pkce: true,
  posts: () =>
    google.posts.map((post) => ({ caption: post.summary, ...(post.image ? { image: post.image } : {}) })),
  postPath: /\/localPosts$/,
  tokenPath: /^\/token$/,
  answers: {
    rateLimited: {
      status: 429,
      headers: { 'retry-after': '30' },
      body: apiError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric Write requests'),
    },
    retryAfterMs: 30_000,
    outage: { status: 503, body: apiError(503, 'UNAVAILABLE', 'The service is currently unavailable.') },
    revoked: {
      status: 401,
      body: apiError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
    },
    refused: {
      status: 400,
      body: apiError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.'),
    },
    refusedReason: 'Request contains an invalid argument.',
    refreshRefused: {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    },
  },
  linkPattern: /^https:\/\/local\.google\.com\/place\?/,
  shortLivedAccessToken: true,
  adapterWithTimeout: (config, timeoutMs) =>
    new GoogleAdapter({
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      oauthUrl: config.GOOGLE_OAUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      accountApiUrl: config.GOOGLE_ACCOUNT_API_URL,
      locationApiUrl: config.GOOGLE_LOCATION_API_URL,
      apiUrl: config.GOOGLE_API_URL,
      timeoutMs,
    }),
})
