import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isErrorBody } from '#shared/errors.ts'
import {
  type FuzzOperation,
  type FuzzRequest,
  listOperations,
  type OpenApi,
  requestFor,
} from '../../tests/support/openapi-requests.ts'
import {
  createTestApp,
  signUp,
  TEST_ADMIN,
  TEST_APP_URL,
  type TestApp,
} from '../../tests/support/test-app.ts'
import { backends } from '../../tests/support/test-database.ts'

/**
 * Every operation in the OpenAPI description the server serves gets generated bad and random input,
 * from a visitor, a customer and an administrator; no answer may be a 5xx. The seed is fixed so a
 * failure replays: fast-check prints it, and FUZZ_SEED=<seed> runs with another.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)
const RUNS_PER_OPERATION = 40
const CUSTOMER = { email: 'fuzz-customer@example.com', password: 'fuzz-customer-pass' }

type Role = 'visitor' | 'customer' | 'admin'

/**
 * The description is read before the tests are declared, so each operation gets its own test. The
 * app that serves it is the PGlite one the tests then use.
 */
const pgliteApp = await createTestApp('pglite')
const document = (await pgliteApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi
const operations: FuzzOperation[] = listOperations(document)
afterAll(async () => {
  await pgliteApp.close()
})

const shorten = (text: string | undefined) =>
  text && text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : (text ?? '')

/** Our refusals are all in one shape (the library under /api/auth answers in its own). */
function inOurShape(body: string): boolean {
  try {
    return isErrorBody(JSON.parse(body))
  } catch {
    return false
  }
}

describe.each(backends)('every described operation on %s', (backend) => {
  let t: TestApp
  const cookies: Record<Role, string> = { visitor: '', customer: '', admin: '' }
  let addressCount = 0
  // Each request comes from its own address, so per-address rate limits do not hide deeper code.
  const nextAddress = () => {
    addressCount += 1
    return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`
  }

  async function signInAs(role: Exclude<Role, 'visitor'>): Promise<void> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextAddress(),
      headers: { origin: TEST_APP_URL },
      payload: role === 'admin' ? TEST_ADMIN : CUSTOMER,
    })
    expect(response.statusCode, `signing in again as ${role}: ${response.body}`).toBe(200)
    cookies[role] = response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
  }

  /** A fuzzed sign-out or revoke may end the session: sign in again before the next request. */
  async function keepSignedIn(role: Role): Promise<void> {
    if (role === 'visitor') return
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookies[role] },
    })
    if (session.json().user === null) await signInAs(role)
  }

  async function send(
    operation: FuzzOperation,
    role: Role,
    request: FuzzRequest,
    origin: string | undefined,
  ) {
    return t.app.inject({
      method: operation.method,
      url: request.url,
      remoteAddress: nextAddress(),
      headers: {
        ...(cookies[role] ? { cookie: cookies[role] } : {}),
        ...(origin ? { origin } : {}),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    })
  }

  beforeAll(async () => {
    t = backend === 'pglite' ? pgliteApp : await createTestApp(backend)
    await signUp(t.app, CUSTOMER.email, CUSTOMER.password, 'Fuzz Customer')
    await signInAs('customer')
    await signInAs('admin')
  })
  afterAll(async () => {
    if (t !== pgliteApp) await t.close()
  })

  it('covers our routes and the authentication library’s', () => {
    expect(withBody.map((operation) => operation.path)).toEqual(
      expect.arrayContaining(['/api/profile', '/api/auth/sign-out', '/api/auth/change-password']),
    )
    const paths = operations.map((operation) => operation.path)
    expect(paths).toEqual(
      expect.arrayContaining(['/api/profile', '/api/checkout', '/api/auth/sign-in/email']),
    )
  })

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s never answers 5xx',
    async (_name, operation) => {
      // A stream stays open for a signed-in caller; only its refusal of a visitor can be awaited.
      // Unbiased picks: fast-check's bias favours the ends of a list, not the proportions asked for.
      const roles: fc.Arbitrary<Role> = operation.streams
        ? fc.constant('visitor')
        : fc.noBias(fc.constantFrom<Role>('visitor', 'customer', 'customer', 'admin', 'admin'))
      // Mostly our own pages' origin, so cookie-authenticated writes get past the cross-site check.
      const origins = fc.noBias(
        fc.constantFrom<string | undefined>(
          ...Array(6).fill(TEST_APP_URL),
          undefined,
          'https://evil.example',
        ),
      )
      const property = fc.asyncProperty(
        roles,
        requestFor(document, operation),
        origins,
        async (role, request, origin) => {
          const response = await send(operation, role, request, origin)
          const context = `${operation.method} ${shorten(request.url)} as ${role} (${request.contentType ?? 'no body'}: ${shorten(request.payload)})`
          expect(response.statusCode, `${context} answered ${shorten(response.body)}`).toBeLessThan(500)
          if (response.statusCode >= 400 && !operation.path.startsWith('/api/auth/')) {
            expect(inOurShape(response.body), `${context}: ${shorten(response.body)}`).toBe(true)
          }
          if (response.statusCode < 400) await keepSignedIn(role)
        },
      )
      await fc.assert(property, { seed: SEED, numRuns: RUNS_PER_OPERATION })
    },
    120_000,
  )

  /**
   * JSON bodies that are not objects: every route that reads a JSON body, and every write of the
   * authentication library (whose description may not name its body), refuses them with a 4xx in our
   * error shape. Our routes without a body ignore whatever is sent.
   */
  const NON_OBJECT_BODIES = ['null', '0', '42', '-1.5', '[]', '[{}]', '"text"', '""', 'true', 'false']
  const withBody = operations.filter(
    (operation) =>
      operation.method !== 'GET' && (operation.body !== undefined || operation.path.startsWith('/api/auth/')),
  )

  it.each(withBody.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s refuses a JSON body that is not an object with a 4xx in the error shape',
    async (_name, operation) => {
      const url = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
      for (const role of ['visitor', 'customer', 'admin'] as const) {
        for (const payload of NON_OBJECT_BODIES) {
          const response = await send(
            operation,
            role,
            { url, payload, contentType: 'application/json' },
            TEST_APP_URL,
          )
          const context = `${operation.method} ${url} as ${role} with ${payload}: ${response.statusCode} ${shorten(response.body)}`
          expect(response.statusCode, context).toBeGreaterThanOrEqual(400)
          expect(response.statusCode, context).toBeLessThan(500)
          expect(inOurShape(response.body), context).toBe(true)
        }
        await keepSignedIn(role)
      }
    },
    60_000,
  )
})
