import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Signs the caller out through the authentication library and passes its cookie-clearing headers on to
 * the reply, for routes that end the session as part of their own work (deleting the account).
 */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { headers } = await request.server.auth.api.signOut({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  })
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}
