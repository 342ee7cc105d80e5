// The ceilings for `npm run bench`, started the same way as the product: a bare Fastify hello-world,
// or, with BENCH_PAGE_FILE, a bare Fastify sending that file's bytes as a brotli-compressed page (the
// same bytes the product sends for a public page, so the two measure what the product adds).
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
const pageFile = process.env.BENCH_PAGE_FILE
if (pageFile) {
  const page = readFileSync(pageFile)
  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(page),
  )
} else {
  app.get('/', async () => ({ hello: 'world' }))
}
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' })
