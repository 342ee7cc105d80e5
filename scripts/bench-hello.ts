// The ceiling for `npm run bench`: a bare Fastify hello-world, started the same way as the product.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' })
