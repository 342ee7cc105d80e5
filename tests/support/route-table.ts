import type { FastifyInstance, HTTPMethods } from 'fastify'

export interface Route {
  method: HTTPMethods
  url: string
}

/**
 * Every route the server has, read from its own route table (app.printRoutes draws it as a tree
 * whose lines are path segments under their parent, with the methods in brackets).
 */
export function routeTable(app: FastifyInstance): Route[] {
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
