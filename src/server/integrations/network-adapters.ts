import type { Config } from '../config.ts'
import { GoogleAdapter } from './google/google-adapter.ts'
import { LinkedInAdapter } from './linkedin/linkedin-adapter.ts'
import { MetaAdapter } from './meta/meta-adapter.ts'
import type { NetworkAdapter, NetworkId } from './networks.ts'
import { ThreadsAdapter } from './threads/threads-adapter.ts'
import { XAdapter } from './x/x-adapter.ts'

/** Each network's adapter from the configuration; one without its app keys is present but not configured. */
export function networkAdapters(config: Config): Partial<Record<NetworkId, NetworkAdapter>> {
  return {
    meta: new MetaAdapter({
      appId: config.META_APP_ID,
      appSecret: config.META_APP_SECRET,
      graphUrl: config.META_GRAPH_URL,
      oauthUrl: config.META_OAUTH_URL,
    }),
    linkedin: new LinkedInAdapter({
      clientId: config.LINKEDIN_CLIENT_ID,
      clientSecret: config.LINKEDIN_CLIENT_SECRET,
      apiUrl: config.LINKEDIN_API_URL,
      oauthUrl: config.LINKEDIN_OAUTH_URL,
    }),
    x: new XAdapter({
      clientId: config.X_CLIENT_ID,
      clientSecret: config.X_CLIENT_SECRET,
      apiUrl: config.X_API_URL,
      oauthUrl: config.X_OAUTH_URL,
    }),
    threads: new ThreadsAdapter({
      appId: config.THREADS_APP_ID,
      appSecret: config.THREADS_APP_SECRET,
      apiUrl: config.THREADS_API_URL,
      oauthUrl: config.THREADS_OAUTH_URL,
    }),
    google: new GoogleAdapter({
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      oauthUrl: config.GOOGLE_OAUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      accountApiUrl: config.GOOGLE_ACCOUNT_API_URL,
      locationApiUrl: config.GOOGLE_LOCATION_API_URL,
      apiUrl: config.GOOGLE_API_URL,
    }),
  }
}
