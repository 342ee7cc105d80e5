// npm run dev: the API with restarts on change (port API_PORT, default 3001) and Vite with hot reload
// on PORT (default 3000), proxying /api to it.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const port = process.env.PORT ?? '3000'
const apiPort = process.env.API_PORT ?? '3001'
const env = { ...process.env, API_PORT: apiPort }

const api = spawn(
  process.execPath,
  ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${port}` },
  },
)
const vite = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, PORT: port },
})

function stop() {
  api.kill('SIGTERM')
  vite.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
api.on('exit', (code) => {
  if (code) vite.kill('SIGTERM')
})
