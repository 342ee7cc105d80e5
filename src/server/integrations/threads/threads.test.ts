import { describeNetwork } from '../../../../tests/support/network-suite.ts'
import { ThreadsStandIn } from '../../../../tests/support/threads-stand-in.ts'
import { ThreadsAdapter } from './threads-adapter.ts'

const threads = new ThreadsStandIn()
const graphError = (code: number, message: string, subcode?: number) => ({
  error: { message, type: 'OAuthException', code, error_subcode: subcode, fbtrace_id: 'AbCdEf' },
})

describeNetwork({
  network: 'threads',
  channel: 'threads',
  accountId: threads.user.id,
  standIn: threads,
  pkce: false,
  posts: () =>
    threads.published.map((post) => ({ caption: post.text, ...(post.image ? { image: post.image } : {}) })),
  uploads: () => threads.containers.size,
  postPath: /\/threads_publish$/,
  tokenPath: /^\/refresh_access_token$/,
  answers: {
    rateLimited: {
      status: 429,
      headers: { 'retry-after': '300' },
      body: graphError(4, 'Application request limit reached'),
    },
    retryAfterMs: 300_000,
    outage: {
      status: 500,
      body: { error: { ...graphError(2, 'Service temporarily unavailable').error, is_transient: true } },
    },
    revoked: {
      status: 400,
      body: graphError(190, 'Error validating access token: The user has not authorized application.', 458),
    },
    refused: { status: 400, body: graphError(100, 'The post contains a link that is not allowed.', 4279011) },
    refusedReason: 'The post contains a link that is not allowed.',
    refreshRefused: { status: 400, body: graphError(190, 'Invalid OAuth access token.') },
  },
  linkPattern: /^https:\/\/www\.threads\.net\/@cornerbakery\/post\//,
  adapterWithTimeout: (config, timeoutMs) =>
    new ThreadsAdapter({
      appId: config.THREADS_APP_ID,
      appSecret: config.THREADS_APP_SECRET,
      apiUrl: config.THREADS_API_URL,
      oauthUrl: config.THREADS_OAUTH_URL,
      timeoutMs,
    }),
})
