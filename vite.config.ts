import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = path.resolve(import.meta.dirname, 'src/client')
const apiPort = Number(process.env.API_PORT ?? 3001)

export default defineConfig({
  root,
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
})
