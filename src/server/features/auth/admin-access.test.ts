import type { FastifyInstance, HTTPMethods } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'

interface Route {
  method: HTTPMethods
  url: string
}

/**
 * Every route the server has, read from its own route table (app.printRoutes draws it as a tree
 * whose lines are path segments under their parent, with the methods in brackets).
 */
function routeTable(app: FastifyInstance): Route[] {
  const routes: Route[] = []
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ├└─]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    stack.length = depth
    stack.push(match[2] ?? '')
    const methods = match[3]?.split(', ') ?? []
    for (const method of methods) routes.push({ method: method as HTTPMethods, url: stack.join('') })
  }
  return routes
}

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
})
