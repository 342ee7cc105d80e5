// The import rule set (.dependency-cruiser.cjs) run over small throw-away trees: each forbidden import
// is reported under its rule's name, and the allowed ones are not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type IConfiguration } from 'dependency-cruiser'
import { afterEach, describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const config = require('../../.dependency-cruiser.cjs') as IConfiguration

let root: string | undefined
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = undefined
})

/** Writes `files` (path → source) into a fresh tree with the project's subpath imports, then cruises it. */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
  root = mkdtempSync(path.join(tmpdir(), 'import-rules-'))
  writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({
      type: 'module',
      imports: {
        '#shared/*': './src/shared/*',
        '#server/*': './src/server/*',
        '#client/*': './src/client/*',
      },
    }),
  )
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), source)
  }
  const previous = process.cwd()
  process.chdir(root)
  try {
    const result = await cruise(['src'], {
      ruleSet: { forbidden: config.forbidden ?? [] },
      validate: true,
      tsPreCompilationDeps: true,
      enhancedResolveOptions: config.options?.enhancedResolveOptions ?? {},
    })
    const output = result.output as {
      summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> }
    }
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
  } finally {
    process.chdir(previous)
  }
}

describe('import rule set', () => {
  it('lets only lib/toast.ts and the toaster load sonner', async () => {
    const violations = await violationsOf({
      'node_modules/sonner/package.json': '{ "name": "sonner", "type": "module", "main": "index.js" }\n',
      'node_modules/sonner/index.js': 'export const toast = 1\nexport const Toaster = 2\n',
      'src/client/lib/toast.ts': "export const show = () => import('sonner')\n",
      'src/client/components/ui/sonner-toaster.tsx':
        "import { Toaster } from 'sonner'\nexport const T = Toaster\n",
    })
    expect(violations).toEqual([])
  })

  it('lets the server import date-fns by function, not through its barrel', async () => {
    const dateFns = {
      'node_modules/date-fns/package.json':
        '{ "name": "date-fns", "type": "module", "exports": { ".": "./index.js", "./addDays": "./addDays.js" } }\n',
      'node_modules/date-fns/index.js': "export { addDays } from './addDays.js'\n",
      'node_modules/date-fns/addDays.js': 'export const addDays = 1\n',
    }
    expect(
      await violationsOf({
        ...dateFns,
        'src/shared/period.ts': "import { addDays } from 'date-fns/addDays'\nexport const a = addDays\n",
      }),
    ).toEqual([])
    expect(
      await violationsOf({
        ...dateFns,
        'src/shared/period.ts': "import { addDays } from 'date-fns'\nexport const a = addDays\n",
      }),
    ).toEqual(['no-date-fns-barrel-on-the-server: src/shared/period.ts → node_modules/date-fns/index.js'])
  })

  it('lets client and server import shared through #shared/*', async () => {
    const violations = await violationsOf({
      'src/shared/money.ts': 'export const pence = 1\n',
      'src/client/lib/price.ts': "import { pence } from '#shared/money.ts'\nexport const p = pence\n",
      'src/server/features/orders/orders.service.ts':
        "import { pence } from '#shared/money.ts'\nexport const q = pence\n",
    })
    expect(violations).toEqual([])
  })

  it.each([
    [
      'public-pages-load-no-router',
      {
        'node_modules/react-router/package.json':
          '{ "name": "react-router", "type": "module", "main": "index.js" }\n',
        'node_modules/react-router/index.js': 'export const Link = 1\n',
        'src/client/public-main.tsx': "export const page = () => import('./features/marketing/page.tsx')\n",
        'src/client/features/marketing/page.tsx':
          "import { Link } from 'react-router'\nexport const l = Link\n",
      },
    ],
    [
      'shared-is-standalone',
      {
        'src/server/db/client.ts': 'export const db = 1\n',
        'src/shared/bad.ts': "import { db } from '#server/db/client.ts'\nexport const x = db\n",
      },
    ],
    [
      'shared-has-no-platform',
      { 'src/shared/bad.ts': "import { readFileSync } from 'node:fs'\nexport const r = readFileSync\n" },
    ],
    [
      'client-never-imports-server',
      {
        'src/server/config.ts': 'export const secret = 1\n',
        'src/client/lib/bad.ts': "import { secret } from '#server/config.ts'\nexport const s = secret\n",
      },
    ],
    [
      'parts-meet-through-aliases',
      {
        'src/shared/money.ts': 'export const pence = 1\n',
        'src/client/lib/bad.ts': "import { pence } from '../../shared/money.ts'\nexport const p = pence\n",
      },
    ],
    [
      'server-features-are-independent',
      {
        'src/server/features/billing/billing.service.ts': 'export const bill = 1\n',
        'src/server/features/orders/orders.service.ts':
          "import { bill } from '../billing/billing.service.ts'\nexport const o = bill\n",
      },
    ],
    [
      'client-features-are-independent',
      {
        'src/client/features/customers/api/get-customers.ts': 'export const customers = 1\n',
        'src/client/features/messaging/components/recipient-picker.ts':
          "import { customers } from '../../customers/api/get-customers.ts'\nexport const c = customers\n",
      },
    ],
    [
      'client-features-are-domains',
      {
        'src/client/lib/api-client.ts': 'export const apiRequest = 1\n',
        'src/client/features/admin/api/get-messages.ts':
          "import { apiRequest } from '../../../lib/api-client.ts'\nexport const m = apiRequest\n",
      },
    ],
    [
      'routes-go-through-services',
      {
        'src/server/features/orders/orders.repo.ts': 'export const orders = 1\n',
        'src/server/features/orders/orders.admin-routes.ts':
          "import { orders } from './orders.repo.ts'\nexport const o = orders\n",
      },
    ],
    [
      'routes-go-through-services',
      {
        'src/server/db/schema/orders.ts': 'export const orders = 1\n',
        'src/server/features/orders/orders.routes.ts':
          "import { orders } from '../../db/schema/orders.ts'\nexport const o = orders\n",
      },
    ],
    [
      'infrastructure-knows-no-feature',
      {
        'src/server/features/orders/orders.repo.ts': 'export const orders = 1\n',
        'src/server/plugins/realtime.ts':
          "import { orders } from '../features/orders/orders.repo.ts'\nexport const o = orders\n",
      },
    ],
    [
      'lib-knows-no-components',
      {
        'src/client/components/ui/button.ts': 'export const Button = 1\n',
        'src/client/lib/bad.ts':
          "import { Button } from '../components/ui/button.ts'\nexport const b = Button\n",
      },
    ],
    [
      'design-system-has-no-domain',
      {
        'src/shared/catalogue/plans.ts': 'export const plans = 1\n',
        'src/client/components/ui/bad.ts':
          "import { plans } from '#shared/catalogue/plans.ts'\nexport const p = plans\n",
      },
    ],
    [
      'toasts-through-lib-toast',
      {
        'node_modules/sonner/package.json': '{ "name": "sonner", "type": "module", "main": "index.js" }\n',
        'node_modules/sonner/index.js': 'export const toast = 1\n',
        'src/client/features/orders/pages/page.ts':
          "import { toast } from 'sonner'\nexport const t = toast\n",
      },
    ],
  ])('reports %s', async (rule, files) => {
    const violations = await violationsOf(files)
    expect(
      violations.some((line) => line.startsWith(`${rule}:`)),
      violations.join('\n'),
    ).toBe(true)
  })
})
