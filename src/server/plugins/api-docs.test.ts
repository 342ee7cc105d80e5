import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { backends } from '../../../tests/support/test-database.ts'
import { mergeOpenApi, type OpenApiDocument } from './api-docs.ts'

/** Every `$ref` in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
  )
}

describe.each(backends)('the API description on %s', (backend) => {
  let t: TestApp
  let document: OpenApiDocument & { paths: Record<string, Record<string, { tags?: string[] }>> }
  beforeAll(async () => {
    t = await createTestApp(backend)
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    document = response.json()
  })
  afterAll(async () => {
    await t.close()
  })

  const methodsOf = (path: string) => Object.keys(document.paths[path] ?? {})

  it('lists the authentication routes with their methods beside our own', () => {
    expect(methodsOf('/api/auth/sign-in/email')).toEqual(['post'])
    expect(methodsOf('/api/auth/sign-up/email')).toEqual(['post'])
    expect(methodsOf('/api/auth/request-password-reset')).toEqual(['post'])
    expect(methodsOf('/api/auth/reset-password')).toEqual(['post'])
    expect(methodsOf('/api/auth/reset-password/{token}')).toEqual(['get'])
    expect(methodsOf('/api/auth/change-password')).toEqual(['post'])
    expect(methodsOf('/api/auth/sign-out')).toEqual(['post'])
    expect(methodsOf('/api/auth/get-session')).toContain('get')
    expect(methodsOf('/api/auth/two-factor/enable')).toEqual(['post'])
    expect(methodsOf('/api/auth/two-factor/verify-totp')).toEqual(['post'])
    expect(methodsOf('/api/profile').sort()).toEqual(['get', 'patch'])
    expect(methodsOf('/api/events')).toEqual(['get'])
    expect(methodsOf('/api/webhooks/stripe')).toEqual(['post'])
  })

  it('tags them under auth, and every reference resolves to a listed component', () => {
    expect(document.paths['/api/auth/sign-in/email']?.post?.tags).toEqual(['auth'])
    expect(document.paths['/api/auth/two-factor/enable']?.post?.tags).toEqual(['auth: two-factor'])
    const schemas = Object.keys(document.components?.schemas ?? {})
    expect(schemas).toContain('authUser')
    const refs = refsIn(document.paths)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) expect(schemas).toContain(ref.replace('#/components/schemas/', ''))
  })

  it('does not serve the library’s own reference page or schema route', async () => {
    for (const url of ['/api/auth/reference', '/api/auth/open-api/generate-schema']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('not_found')
    }
    expect(Object.keys(document.paths).filter((path) => /reference|open-api/.test(path))).toEqual([])
  })
})

describe('mergeOpenApi', () => {
  const ours: OpenApiDocument = {
    openapi: '3.0.3',
    paths: {
      '/api/auth/request-password-reset': { post: { summary: 'ours', tags: ['auth'] } },
      '/api/health': { get: { summary: 'health' } },
    },
    components: { schemas: { authUser: { description: 'ours' } } },
  }
  const library = {
    paths: {
      '/request-password-reset': {
        post: { summary: 'library', tags: ['Default'], security: [{ bearerAuth: [] }] },
        get: { summary: 'library get', tags: ['Default'] },
      },
      '/two-factor/enable': {
        post: {
          tags: ['Two-factor'],
          responses: {
            200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } },
          },
        },
      },
    },
    components: { schemas: { User: { description: 'library user' }, Session: { description: 'library' } } },
  }
  const merged = mergeOpenApi(ours, { prefix: '/api/auth', name: 'auth', document: library })

  it('keeps our description where both describe the same path and method, and adds the rest', () => {
    expect(merged.paths?.['/api/auth/request-password-reset']).toEqual({
      post: { summary: 'ours', tags: ['auth'] },
      get: { summary: 'library get', tags: ['auth'] },
    })
    expect(merged.paths?.['/api/health']).toEqual({ get: { summary: 'health' } })
  })

  it('prefixes the library’s paths, tags and component names, and drops its security schemes', () => {
    const enable = merged.paths?.['/api/auth/two-factor/enable']?.post as Record<string, unknown>
    expect(enable.tags).toEqual(['auth: two-factor'])
    expect(refsIn(enable)).toEqual(['#/components/schemas/authUser'])
    expect(merged.paths?.['/api/auth/request-password-reset']?.get).not.toHaveProperty('security')
    expect(merged.components?.schemas).toEqual({
      authUser: { description: 'ours' },
      authSession: { description: 'library' },
    })
  })
})
