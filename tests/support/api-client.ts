/** A tiny cookie-keeping HTTP client for tests that talk to a server process over the network. */
export class HttpSession {
  private cookies = new Map<string, string>()
  readonly baseUrl: string

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl
  }

  async request(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const headers: Record<string, string> = { origin: this.baseUrl }
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }

  /** A multipart/form-data request (file uploads) with this session's cookies. */
  async upload(path: string, form: FormData): Promise<Response> {
    const headers: Record<string, string> = { origin: this.baseUrl }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    return fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body: form })
  }

  async json<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const response = await this.request(path, init)
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }

  /** Uses another session's cookies, as a browser would against a second server process. */
  shareCookiesWith(other: HttpSession): void {
    this.cookies = new Map(other.cookies)
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.json('/api/auth/sign-in/email', { method: 'POST', body: { email, password } })
  }
}

/** Polls until the check returns a value, for conditions another process brings about. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const value = await check()
      if (value !== undefined) return value
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`)
}
