import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { AppError } from '#shared/errors.ts'
import { currentSession, isAdmin, NOT_SIGNED_IN } from '../auth/guards.ts'
import type { EventBus } from './event-bus.ts'

const HEARTBEAT_MS = 25_000

const EVENTS_DESCRIPTION = {
  tags: ['realtime'],
  summary: 'Change events for the signed-in caller',
  description:
    'A server-sent-event stream that stays open: `event: change` with `{"topic": …}` when data the caller may see changes.',
  produces: ['text/event-stream'],
  response: { 200: z.string().describe('`event: change` messages and `: heartbeat` comments') },
}

/** GET /api/events: a server-sent-event stream of change topics the signed-in caller may see. */
export function realtimeRoutes(bus: EventBus) {
  return async function routes(app: FastifyInstance) {
    app.get('/api/events', { schema: EVENTS_DESCRIPTION }, async (request, reply) => {
      const session = await currentSession(request)
      if (!session) throw new AppError('unauthenticated', NOT_SIGNED_IN)
      const { user } = session
      reply.hijack()
      const stream = reply.raw
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      stream.write(': connected\n\n')
      const unsubscribe = bus.subscribe({
        userId: user.id,
        sessionId: session.session.id,
        isAdmin: isAdmin(user),
        send: (topic) => stream.write(`event: change\ndata: ${JSON.stringify({ topic })}\n\n`),
        close: () => stream.end(),
      })
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS)
      request.raw.on('close', () => {
        clearInterval(heartbeat)
        unsubscribe()
      })
    })
  }
}
