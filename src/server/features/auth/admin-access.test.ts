import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Route, routeTable } from '../../../../tests/support/route-table.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  TEST_APP_URL,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'

/** A concrete address for a route pattern (parameters and wildcards filled with a sample value). */
function concrete(url: string): string {
  return url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'anything')
}

describe.each(backends)('administrator routes on %s', (backend) => {
  let t: TestApp
  let adminRoutes: Route[]
  let customer: string

  beforeAll(async () => {
    t = await createTestApp(backend)
    adminRoutes = routeTable(t.app).filter((route) => route.url.startsWith('/api/admin/'))
    await signUp(t.app, 'customer@example.com', 'customer-pass', 'Customer')
    customer = await signIn(t.app, 'customer@example.com', 'customer-pass')
  })
  afterAll(async () => {
    await t.close()
  })

  it('reads the route table (known routes are found)', () => {
    const all = routeTable(t.app)
    expect(all).toContainEqual({ method: 'GET', url: '/api/session' })
    expect(all).toContainEqual({ method: 'PATCH', url: '/api/profile' })
    expect(adminRoutes).toContainEqual({ method: 'GET', url: '/api/admin/emails' })
  })

  it('refuses every administrator route to a signed-out caller with 401', async () => {
    for (const route of adminRoutes) {
      const response = await t.app.inject({ method: route.method, url: concrete(route.url) })
      expect({ ...route, status: response.statusCode }).toEqual({ ...route, status: 401 })
    }
  })

  it('refuses every administrator route to a customer with 403', async () => {
    for (const route of adminRoutes) {
      const response = await t.app.inject(
        withCookie(customer, { method: route.method, url: concrete(route.url) }),
      )
      expect({ ...route, status: response.statusCode }).toEqual({ ...route, status: 403 })
      if (route.method !== 'HEAD') {
        expect(response.json().error.message).toBe(
          'Admin Access Only – This area is restricted to administrators.',
        )
      }
    }
  })

  it('refuses them before reading the body: a body nobody could parse still gets 401 and 403', async () => {
    // The guard (plugins/auth/admin-area.ts) runs on request, before parsing; a parsed body would answer 400.
    const withBody = adminRoutes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
    expect(withBody.length).toBeGreaterThan(10)
    const unreadable = (route: Route) => ({
      method: route.method,
      url: concrete(route.url),
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    })
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const sample = await t.app.inject(
      withCookie(admin, unreadable({ method: 'POST', url: '/api/admin/email-test' })),
    )
    expect(sample.statusCode).toBe(400)
    for (const route of withBody) {
      const answers = {
        ...route,
        visitor: (await t.app.inject(unreadable(route))).statusCode,
        customer: (await t.app.inject(withCookie(customer, unreadable(route)))).statusCode,
      }
      expect(answers).toEqual({ ...route, visitor: 401, customer: 403 })
    }
  })

  /** The library's administration endpoints, as it names them (impersonate-user, remove-user, ...). */
  const libraryAdminEndpoints = () =>
    Object.values(t.app.auth.api as Record<string, { path?: string }>)
      .map((endpoint) => endpoint.path ?? '')
      .filter((path) => path.startsWith('/admin/'))

  it('refuses the auth library’s admin endpoints before reading the body: 401, 403, then not found', async () => {
    const endpoints = libraryAdminEndpoints()
    expect(endpoints).toEqual(
      expect.arrayContaining(['/admin/impersonate-user', '/admin/remove-user', '/admin/set-user-password']),
    )
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    for (const endpoint of endpoints) {
      // A body the library would refuse as invalid: the caller is checked first.
      const request = { method: 'POST' as const, url: `/api/auth${endpoint}`, payload: { nonsense: 1 } }
      const answers = {
        endpoint,
        visitor: (await t.app.inject(request)).statusCode,
        customer: (await t.app.inject(withCookie(customer, request))).statusCode,
        admin: (await t.app.inject(withCookie(admin, request))).statusCode,
      }
      expect(answers).toEqual({ endpoint, visitor: 401, customer: 403, admin: 404 })
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/remove-user',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    })
    expect(refused.json()).toMatchObject({
      error: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    })
  })

  it('leaves impersonation and removal outside the erasure flow unreachable for administrators', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const [customerUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@example.com'))
    for (const endpoint of ['/admin/impersonate-user', '/admin/remove-user', '/admin/set-user-password']) {
      const response = await t.app.inject(
        withCookie(admin, {
          method: 'POST',
          url: `/api/auth${endpoint}`,
          headers: { origin: TEST_APP_URL },
          payload: { userId: customerUser?.id, newPassword: 'taken-over-password' },
        }),
      )
      expect(response.statusCode).toBe(404)
    }
    await expect(signIn(t.app, 'customer@example.com', 'customer-pass')).resolves.toBeTruthy()
  })
})
