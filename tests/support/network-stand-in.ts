import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What the OAuth 2 networks' stand-ins share (LinkedIn, X, Threads, Google): a local HTTP server that
 * records every request, an authorisation page that redirects back with `code` and `state` (or the
 * network's "access denied"), one-use codes checked against the redirect_uri and the PKCE verifier,
 * tokens that can be revoked, and failures queued per path. Each network's own routes and error shapes
 * are in its subclass.
 */
export interface StandInRequest {
  method: string
  path: string
  query: Record<string, string>
  /** A form's or a JSON body's fields; raw bytes in `bytes`. */
  body: Record<string, unknown>
  bytes: Buffer
  headers: IncomingMessage['headers']
  /** The bearer token, from the Authorization header or an access_token parameter. */
  token: string | undefined
}

export interface Answer {
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** Hold the answer this long (a network that does not answer in time). */
  delayMs?: number
}

export abstract class NetworkStandIn {
  readonly requests: StandInRequest[] = []
  url = ''
  protected readonly codes = new Map<string, { challenge?: string; redirectUri: string; clientId: string }>()
  protected readonly accessTokens = new Set<string>()
  protected readonly refreshTokens = new Set<string>()
  private failures: { path: RegExp; answer: Answer; times: number }[] = []
  private server: Server | undefined
  private counter = 0

  /** The path of the authorisation page, as the network's configured OAuth URL reaches it. */
  protected abstract readonly dialogPath: string
  /** The redirect back when the person refuses (each network words it its own way). */
  protected abstract deniedParams(): Record<string, string>
  /** Every other route: the token endpoint and the API. */
  protected abstract route(request: StandInRequest): Promise<Answer>
  /** The configuration a test app uses to reach this stand-in. */
  abstract env(): Record<string, string>

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      void this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent && !response.destroyed) response.writeHead(500).end(String(error))
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

  /** The next `times` requests whose path matches answer this instead. */
  failNext(path: RegExp, answer: Answer, times = 1) {
    this.failures.push({ path, answer, times })
  }

  /** Every token stops working (the person removed the app or changed their password). */
  revokeAll() {
    this.accessTokens.clear()
    this.refreshTokens.clear()
  }

  /** What the authorisation page does when the person consents (or not): the redirect back, as a URL. */
  async consent(dialogUrl: string, answer: 'allow' | 'deny' = 'allow'): Promise<URL> {
    const url = new URL(dialogUrl)
    url.searchParams.set('answer', answer)
    const response = await fetch(url, { redirect: 'manual' })
    const location = response.headers.get('location')
    if (response.status !== 302 || !location)
      throw new Error(`authorisation page answered ${response.status}: ${await response.text()}`)
    return new URL(location)
  }

  protected id(prefix: string) {
    this.counter++
    return `${prefix}${this.counter}`
  }

  protected newAccessToken() {
    const token = `access-${randomBytes(12).toString('hex')}`
    this.accessTokens.add(token)
    return token
  }

  protected newRefreshToken() {
    const token = `refresh-${randomBytes(12).toString('hex')}`
    this.refreshTokens.add(token)
    return token
  }

  protected authorised(request: StandInRequest) {
    return request.token !== undefined && this.accessTokens.has(request.token)
  }

  /**
   * Takes an authorisation code once (a replayed one is refused, as RFC 6749 §4.1.2 requires) and checks
   * the redirect_uri and, when a challenge was sent, the PKCE verifier (RFC 7636, S256).
   */
  protected takeCode(code: string, redirectUri: string, verifier: string | undefined): string | undefined {
    const entry = this.codes.get(code)
    this.codes.delete(code)
    if (!entry) return 'The authorization code is invalid, expired or already used'
    if (entry.redirectUri !== redirectUri) return 'The redirect_uri does not match'
    if (entry.challenge) {
      const expected = createHash('sha256')
        .update(verifier ?? '')
        .digest('base64url')
      if (expected !== entry.challenge) return 'The code_verifier does not match the code_challenge'
    }
    return undefined
  }

  /** The image as the network downloads it from our signed address (Threads, Google) or as uploaded bytes. */
  protected async download(url: string): Promise<{ ok: boolean; type: string; bytes: number }> {
    const image = await fetch(url).catch(() => undefined)
    if (!image?.ok) return { ok: false, type: '', bytes: 0 }
    return {
      ok: true,
      type: image.headers.get('content-type') ?? '',
      bytes: (await image.arrayBuffer()).byteLength,
    }
  }

  private dialog(query: Record<string, string>, response: ServerResponse, clientId: string) {
    if (!query.redirect_uri) return response.writeHead(400).end('redirect_uri is required')
    if (query.client_id !== clientId) return response.writeHead(400).end('Invalid client_id')
    const redirect = new URL(query.redirect_uri)
    if (query.answer === 'deny') {
      for (const [key, value] of Object.entries(this.deniedParams())) redirect.searchParams.set(key, value)
    } else if (query.answer === 'allow') {
      const code = randomBytes(16).toString('hex')
      this.codes.set(code, {
        challenge: query.code_challenge,
        redirectUri: query.redirect_uri,
        clientId,
      })
      redirect.searchParams.set('code', code)
    } else {
      const allow = new URL(`${this.url}${this.dialogPath}`)
      allow.search = new URLSearchParams({ ...query, answer: 'allow' }).toString()
      const deny = new URL(allow)
      deny.searchParams.set('answer', 'deny')
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><title>Allow access</title><main><h1>Allow access</h1><a href="${allow}">Allow</a> <a href="${deny}">Cancel</a></main></html>`,
        )
    }
    redirect.searchParams.set('state', query.state ?? '')
    return response.writeHead(302, { location: redirect.toString() }).end()
  }

  /** The app's client id, checked on the authorisation page. */
  protected abstract readonly clientId: string

  private async handle(incoming: IncomingMessage, response: ServerResponse) {
    const url = new URL(incoming.url ?? '/', this.url)
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    const type = incoming.headers['content-type'] ?? ''
    let body: Record<string, unknown> = {}
    if (type.startsWith('application/json')) body = JSON.parse(bytes.toString('utf8') || '{}')
    else if (type.startsWith('application/x-www-form-urlencoded'))
      body = Object.fromEntries(new URLSearchParams(bytes.toString('utf8')))
    const query = Object.fromEntries(url.searchParams)
    const bearer = incoming.headers.authorization?.match(/^Bearer (.+)$/)?.[1]
    const request: StandInRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query,
      body,
      bytes,
      headers: incoming.headers,
      token:
        bearer ??
        query.access_token ??
        (typeof body.access_token === 'string' ? body.access_token : undefined),
    }
    this.requests.push(request)
    if (url.pathname === this.dialogPath) return this.dialog(query, response, this.clientId)
    const failure = this.failures.find((entry) => entry.times > 0 && entry.path.test(url.pathname))
    let answer: Answer
    if (failure) {
      failure.times--
      answer = failure.answer
    } else answer = await this.route(request)
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
    if (response.destroyed) return
    response
      .writeHead(answer.status, {
        ...(answer.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...answer.headers,
      })
      .end(answer.body !== undefined ? JSON.stringify(answer.body) : undefined)
  }
}
