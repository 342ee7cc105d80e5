import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in of the parts of Meta's platform we use, written from Meta's documentation:
 * - Facebook Login, manually built flow: GET /{version}/dialog/oauth (client_id, redirect_uri, state,
 *   scope, response_type=code, and PKCE's code_challenge/S256), redirecting to redirect_uri with
 *   ?code&state, or with ?error=access_denied&error_reason=user_denied&error_description&state.
 * - GET /oauth/access_token: code exchange (client_id, client_secret, redirect_uri, code, code_verifier)
 *   and grant_type=fb_exchange_token for the long-lived (60-day) token: { access_token, token_type, expires_in }.
 * - GET /me/accounts: the Pages with their Page access_token and instagram_business_account.
 * - Instagram content publishing: POST /{ig-user-id}/media (image_url, caption) -> { id } container;
 *   GET /{container}?fields=status_code; POST /{ig-user-id}/media_publish (creation_id) -> { id };
 *   GET /{media-id}?fields=permalink. The image is fetched from image_url at container time (must be JPEG).
 * - Facebook Page photos: POST /{page-id}/photos (url, caption) -> { id, post_id }.
 * - Errors: { error: { message, type, code, error_subcode?, fbtrace_id } } with HTTP 400 (190: bad
 *   token; 9/2207042: Instagram's publishing limit; 4/17/32: rate limits) or 500 (code 2, transient).
 */
export interface MetaPage {
  id: string
  name: string
  instagram?: { id: string; username: string }
}

export interface RecordedMetaRequest {
  method: string
  path: string
  params: Record<string, string>
}

type Failure = { status: number; error: Record<string, unknown> }

export const META_APP = { id: 'meta-app-id', secret: 'meta-app-secret' }

export class MetaStandIn {
  readonly requests: RecordedMetaRequest[] = []
  /** The Pages the signed-in person manages. */
  pages: MetaPage[] = [
    { id: 'page-1', name: 'Corner Bakery', instagram: { id: 'ig-1', username: 'cornerbakery' } },
    { id: 'page-2', name: 'Bakery Events' },
  ]
  /** Containers created, with the image's bytes as fetched and its content type. */
  readonly containers = new Map<
    string,
    { igUser: string; caption: string; imageUrl: string; imageType: string; bytes: number }
  >()
  readonly published: { id: string; igUser?: string; pageId?: string; caption: string; at: Date }[] = []
  private readonly codes = new Map<string, { challenge?: string; redirectUri: string }>()
  private readonly tokens = new Set<string>()
  private failures: {
    path: RegExp
    failure: Failure
    times: number
    when: (params: Record<string, string>) => boolean
  }[] = []
  private server: Server | undefined
  private counter = 0
  url = ''

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      void this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    this.server = server
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return this.url
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }

  /** The configuration a test app uses to reach this stand-in. */
  env(): Record<string, string> {
    return {
      META_APP_ID: META_APP.id,
      META_APP_SECRET: META_APP.secret,
      META_GRAPH_URL: `${this.url}/v21.0`,
      META_OAUTH_URL: `${this.url}/v21.0/dialog/oauth`,
    }
  }

  /** The next `times` requests whose path (and, when given, parameters) match fail with Meta's error answer. */
  failNext(
    path: RegExp,
    failure: Failure,
    times = 1,
    when: (params: Record<string, string>) => boolean = () => true,
  ) {
    this.failures.push({ path, failure, times, when })
  }

  /** A Page token Meta would have given at sign-in (benchmarks seed connections with it). */
  grantPageToken(pageId: string): string {
    return this.newToken(`page-${pageId}`)
  }

  /** Revokes every token (the person removed the app, or changed their password). */
  revokeAll() {
    this.tokens.clear()
  }

  /** What the login dialog does when the person consents (or not): the redirect back, as a URL. */
  async consent(dialogUrl: string, answer: 'allow' | 'deny' = 'allow'): Promise<URL> {
    const url = new URL(dialogUrl)
    url.searchParams.set('answer', answer)
    const response = await fetch(url, { redirect: 'manual' })
    const location = response.headers.get('location')
    if (response.status !== 302 || !location)
      throw new Error(`dialog answered ${response.status}: ${await response.text()}`)
    return new URL(location)
  }

  private id(prefix: string) {
    this.counter++
    return `${prefix}-${this.counter}`
  }

  private newToken(prefix: string) {
    const token = `${prefix}-${randomBytes(12).toString('hex')}`
    this.tokens.add(token)
    return token
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const params = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
    }
    const path = url.pathname.replace(/^\/v\d+\.\d+/, '')
    const method = request.method ?? 'GET'
    this.requests.push({ method, path, params })
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body))
    const graphError = (
      status: number,
      code: number,
      message: string,
      type = 'OAuthException',
      subcode?: number,
    ) => send(status, { error: { message, type, code, error_subcode: subcode, fbtrace_id: 'AbCdEf' } })

    if (path === '/dialog/oauth') return this.dialog(params, response)
    const failure = this.failures.find(
      (entry) => entry.times > 0 && entry.path.test(path) && entry.when(params),
    )
    if (failure) {
      failure.times--
      return send(failure.failure.status, failure.failure.error)
    }
    if (path === '/oauth/access_token') return this.accessToken(params, send, graphError)
    const token = params.access_token
    if (!token || !this.tokens.has(token))
      return graphError(
        400,
        190,
        'Error validating access token: The session has been invalidated.',
        'OAuthException',
        460,
      )
    if (path === '/me/accounts') {
      return send(200, {
        data: this.pages.map((page) => ({
          id: page.id,
          name: page.name,
          access_token: this.newToken(`page-${page.id}`),
          picture: { data: { url: `${this.url}/pictures/${page.id}.jpg` } },
          ...(page.instagram
            ? {
                instagram_business_account: {
                  id: page.instagram.id,
                  username: page.instagram.username,
                  profile_picture_url: `${this.url}/pictures/${page.instagram.id}.jpg`,
                },
              }
            : {}),
        })),
        paging: { cursors: { before: 'b', after: 'a' } },
      })
    }
    const media = path.match(/^\/([^/]+)\/media$/)
    if (media && method === 'POST') return this.createContainer(media[1] ?? '', params, send, graphError)
    const publish = path.match(/^\/([^/]+)\/media_publish$/)
    if (publish && method === 'POST') {
      const container = this.containers.get(params.creation_id ?? '')
      if (!container) return graphError(400, 100, 'Invalid parameter', 'OAuthException')
      const id = this.id('ig-media')
      this.published.push({ id, igUser: publish[1], caption: container.caption, at: new Date() })
      return send(200, { id })
    }
    const photos = path.match(/^\/([^/]+)\/photos$/)
    if (photos && method === 'POST') {
      const id = this.id('photo')
      const postId = `${photos[1]}_${id}`
      this.published.push({ id: postId, pageId: photos[1], caption: params.caption ?? '', at: new Date() })
      return send(200, { id, post_id: postId })
    }
    const node = path.match(/^\/([^/]+)$/)
    if (node && method === 'GET') {
      const id = node[1] ?? ''
      if (this.containers.has(id))
        return send(200, { id, status_code: 'FINISHED', status: 'Finished: Media has been uploaded' })
      if (this.published.some((post) => post.id === id))
        return send(200, { id, permalink: `https://www.instagram.com/p/${id}/` })
    }
    return graphError(400, 100, 'Unsupported request', 'GraphMethodException', 33)
  }

  private dialog(params: Record<string, string>, response: ServerResponse) {
    const redirect = new URL(params.redirect_uri ?? '')
    if (params.client_id !== META_APP.id) return response.writeHead(400).end('Invalid App ID')
    redirect.searchParams.set('state', params.state ?? '')
    if (params.answer === 'deny') {
      redirect.searchParams.set('error', 'access_denied')
      redirect.searchParams.set('error_reason', 'user_denied')
      redirect.searchParams.set('error_description', 'Permissions error.')
    } else if (params.answer === 'allow') {
      const code = randomBytes(16).toString('hex')
      this.codes.set(code, { challenge: params.code_challenge, redirectUri: params.redirect_uri ?? '' })
      redirect.searchParams.set('code', code)
    } else {
      // The dialog a person sees: two links, as Facebook's Continue and Cancel.
      const allow = new URL(`${this.url}/v21.0/dialog/oauth`)
      allow.search = new URLSearchParams({ ...params, answer: 'allow' }).toString()
      const deny = new URL(allow)
      deny.searchParams.set('answer', 'deny')
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><title>Log in with Facebook</title><main><h1>Log in with Facebook</h1><a href="${allow}">Continue</a> <a href="${deny}">Cancel</a></main></html>`,
        )
    }
    return response.writeHead(302, { location: redirect.toString() }).end()
  }

  private accessToken(
    params: Record<string, string>,
    send: (status: number, body: unknown) => void,
    graphError: (status: number, code: number, message: string, type?: string, subcode?: number) => void,
  ) {
    if (params.client_id !== META_APP.id || params.client_secret !== META_APP.secret)
      return graphError(400, 1, 'Error validating client secret.')
    if (params.grant_type === 'fb_exchange_token') {
      if (!this.tokens.has(params.fb_exchange_token ?? ''))
        return graphError(400, 190, 'Invalid OAuth access token.')
      return send(200, { access_token: this.newToken('long'), token_type: 'bearer', expires_in: 5_184_000 })
    }
    const code = this.codes.get(params.code ?? '')
    // A code is used once; a replayed one is refused as Meta does.
    this.codes.delete(params.code ?? '')
    if (!code) return graphError(400, 100, 'This authorization code has been used.', 'OAuthException', 36009)
    if (code.redirectUri !== params.redirect_uri)
      return graphError(
        400,
        100,
        'Error validating verification code. Please make sure your redirect_uri is identical.',
      )
    if (code.challenge) {
      const expected = createHash('sha256')
        .update(params.code_verifier ?? '')
        .digest('base64url')
      if (expected !== code.challenge) return graphError(400, 100, 'Invalid code verifier.')
    }
    return send(200, { access_token: this.newToken('short'), token_type: 'bearer', expires_in: 3600 })
  }

  private async createContainer(
    igUser: string,
    params: Record<string, string>,
    send: (status: number, body: unknown) => void,
    graphError: (status: number, code: number, message: string, type?: string, subcode?: number) => void,
  ) {
    if (!params.image_url) return graphError(400, 100, 'The parameter image_url is required.')
    const image = await fetch(params.image_url).catch(() => undefined)
    const type = image?.headers.get('content-type') ?? ''
    if (!image?.ok)
      return graphError(
        400,
        9004,
        'Only photo or video can be accepted as media type.',
        'OAuthException',
        2207052,
      )
    const body = Buffer.from(await image.arrayBuffer())
    const bytes = body.byteLength
    // JPEG by its header too (FF D8 FF), not only by what the server says it is.
    const isJpeg = body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff
    if (type !== 'image/jpeg' || !isJpeg)
      return graphError(
        400,
        36003,
        'The image format is not supported. Only JPEG is accepted.',
        'OAuthException',
        2207004,
      )
    if ((params.caption ?? '').length > 2200)
      return graphError(400, 100, 'The caption is too long.', 'OAuthException', 2207010)
    const id = this.id('container')
    this.containers.set(id, {
      igUser,
      caption: params.caption ?? '',
      imageUrl: params.image_url,
      imageType: type,
      bytes,
    })
    return send(200, { id })
  }
}
