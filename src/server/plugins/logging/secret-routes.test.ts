import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dynamicPages } from '#shared/paths.ts'
import { routeTable } from '../../../../tests/support/route-table.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { redactUrl, SECRET_NAME } from './redact-url.ts'

const SAMPLE_SECRET = 'Sample-Secret-0123456789'
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000'

interface Described {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>
}

/** A concrete URL for a route pattern (`:name` or `{name}`): secrets get the sample secret, ids an id. */
function concrete(route: string): string {
  return route.replace(/[:{]([A-Za-z0-9_]+)\}?/g, (_whole, name: string) =>
    SECRET_NAME.test(name) ? SAMPLE_SECRET : SAMPLE_ID,
  )
}

const secretParameterIn = (route: string) =>
  [...route.matchAll(/[:{]([A-Za-z0-9_]+)/g)].some((found) => SECRET_NAME.test(found[1] ?? ''))

/**
 * The log's redaction rule (redact-url.ts) against every route that takes a secret: the server's own
 * route table, the described routes (the authentication library's included) with their query
 * parameters, and the client's pages with a parameter in the path. A new route with a token in its
 * path or query that the rule does not cover fails here.
 */
describe('the log redaction rule', () => {
  let t: TestApp
  let pathRoutes: string[]
  let queryRoutes: string[]
  beforeAll(async () => {
    t = await createTestApp('pglite')
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Described
    const described = Object.entries(document.paths)
    pathRoutes = [
      ...routeTable(t.app).map((route) => route.url),
      ...described.map(([path]) => path),
      ...Object.values(dynamicPages),
    ].filter(secretParameterIn)
    queryRoutes = described.flatMap(([path, operations]) =>
      Object.values(operations).flatMap((operation) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && SECRET_NAME.test(parameter.name))
          .map((parameter) => `${concrete(path)}?${parameter.name}=${SAMPLE_SECRET}&after=1`),
      ),
    )
  })
  afterAll(async () => {
    await t.close()
  })

  it('finds the routes that take a token (the walk sees them all)', () => {
    expect(pathRoutes).toEqual(
      expect.arrayContaining([
        '/api/review/:token',
        '/api/review/:token/posts/:postId/approve',
        '/api/auth/reset-password/{token}',
        '/review/:token',
      ]),
    )
    expect(queryRoutes).toEqual(
      expect.arrayContaining([
        `/api/booking/manage?token=${SAMPLE_SECRET}&after=1`,
        `/api/auth/verify-email?token=${SAMPLE_SECRET}&after=1`,
        `/api/content/images/${SAMPLE_ID}?token=${SAMPLE_SECRET}&after=1`,
      ]),
    )
  })

  it('hides the secret of every route with one in its path', () => {
    for (const route of pathRoutes) {
      for (const url of [concrete(route), `${concrete(route)}/`, `${concrete(route)}?size=full`]) {
        expect({ route, logged: redactUrl(url) }).toEqual({
          route,
          logged: expect.not.stringContaining(SAMPLE_SECRET),
        })
      }
    }
  })

  it('hides the secret of every route with one in its query', () => {
    for (const url of queryRoutes) {
      expect(redactUrl(url)).not.toContain(SAMPLE_SECRET)
      expect(redactUrl(url)).toContain('&after=1')
    }
  })

  it('leaves the rest of the URL readable', () => {
    expect(redactUrl(`/api/review/${SAMPLE_SECRET}/posts/${SAMPLE_ID}/approve`)).toBe(
      `/api/review/[redacted]/posts/${SAMPLE_ID}/approve`,
    )
    expect(redactUrl(`/review/${SAMPLE_SECRET}`)).toBe('/review/[redacted]')
    expect(redactUrl(`/pay/${SAMPLE_ID}`)).toBe(`/pay/${SAMPLE_ID}`)
  })
})
