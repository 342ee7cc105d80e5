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
    // The public pages must load at most 90 KB of gzipped JavaScript (docs/decisions/0006): the
    // dependency lists modulepreload writes into every dynamic import cost more than the round trip they
    // save, and React with its router ship as one long-cached chunk instead of several small ones.
    modulePreload: false,
    // Read by scripts/prerender.ts to write each prerendered page's modulepreload hints (then removed).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
})
