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
    // save, and React and its router ship as long-cached chunks of their own instead of several small ones.
    modulePreload: false,
    // Read by scripts/prerender.ts to write each prerendered page's modulepreload hints (then removed).
    manifest: true,
    rolldownOptions: {
      // Two entries: the application (index.html) and the prerendered public pages (public-main.tsx,
      // which the prerender writes into each page), hydrated without the router
      // (docs/decisions/0021-public-pages-without-the-router.md).
      input: { app: path.join(root, 'index.html'), public: path.join(root, 'public-main.tsx') },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
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
