// npm start: build the client when it is missing or stale, then run the server (which migrates on start).
import { ensureClientBuild } from './client-build.ts'

ensureClientBuild()
await import('#server/main.ts')
