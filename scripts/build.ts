// npm run build: the client (with the prerendered public pages) into dist/client, then the production
// folder dist/app (see scripts/production-app.ts and the README's "Production build").
import { buildClient } from './client-build.ts'
import { assembleProductionApp, productionAppDir } from './production-app.ts'

buildClient()
assembleProductionApp()
console.log(`Production app in ${productionAppDir}: npm ci --omit=dev there, then npm run start:prod`)
