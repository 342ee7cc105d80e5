// The architecture's import directions as data (docs/architecture.md). `npm test` runs
// `depcruise src` with these rules; scripts/import-rules.test.ts shows each rule catching a forbidden import.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-standalone',
      comment: 'src/shared runs on both sides: it imports neither the client nor the server.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'shared-has-no-platform',
      comment: 'src/shared uses no node: modules and no React (tests beside it may).',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: '[.]test[.]ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-has-no-react',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: 'node_modules/(react|react-dom)/' },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'parts-meet-through-aliases',
      comment: 'Across parts import #shared/*, #server/* or #client/*, never a ../ path.',
      severity: 'error',
      from: { path: '^src/([^/]+)/' },
      to: { path: '^src/', pathNot: '^src/$1/', dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'client-features-are-independent',
      comment:
        'One feature never imports another; they meet in src/client/app (what two features need goes to src/client/lib or components).',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'client-features-are-domains',
      comment:
        "Client features carry the server's domain names (messaging, support, booking…), each with the pages of both audiences; the admin and dashboard shells are layouts in src/client/app, not features.",
      severity: 'error',
      from: { path: '^src/client/features/(admin|dashboard)/' },
      to: {},
    },
    {
      name: 'server-features-are-independent',
      comment:
        'One feature never imports another; they meet in src/server/app.ts (each through its register).',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/', pathNot: '^src/server/features/$1/' },
    },
    {
      name: 'routes-go-through-services',
      comment:
        'A route file (<name>.routes.ts, <name>.admin-routes.ts) calls its feature’s services; only services read repositories or the schema.',
      severity: 'error',
      from: { path: '^src/server/features/[^/]+/[^/]+[.](admin-)?routes[.]ts$' },
      to: { path: '([.]repo[.]ts$|^src/server/db/schema/)' },
    },
    {
      name: 'infrastructure-knows-no-feature',
      comment: 'Plugins, the database layer, jobs and e-mail serve features and never import them.',
      severity: 'error',
      from: { path: '^src/server/(plugins|db|jobs|email)/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'client-shared-code-knows-no-feature',
      comment: 'lib/ and components/ serve features and never import them.',
      severity: 'error',
      from: { path: '^src/client/(lib|components)/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'lib-knows-no-components',
      comment: 'lib/ is logic without markup: it never imports components.',
      severity: 'error',
      from: { path: '^src/client/lib/' },
      to: { path: '^src/client/components/' },
    },
    {
      name: 'design-system-has-no-domain',
      comment: 'components/ui is the design system: no domain data, no data fetching.',
      severity: 'error',
      from: { path: '^src/client/components/ui/' },
      to: { path: '^src/(shared/|client/lib/(api-client|session|realtime))' },
    },
    {
      name: 'toasts-through-lib-toast',
      comment:
        'Every toast goes through src/client/lib/toast.ts (toast.success / toast.error); only it and the toaster load sonner.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/client/(lib/toast[.]ts|components/ui/sonner-toaster[.]tsx)$' },
      to: { path: '(^|/)node_modules/sonner/' },
    },
    {
      name: 'public-pages-load-no-router',
      comment:
        'The prerendered public pages hydrate without React Router (docs/decisions/0021): nothing they load, now or later, imports it; use lib/navigation.tsx.',
      severity: 'error',
      from: { path: '^src/client/public-main[.]tsx$' },
      to: { path: '(^|/)node_modules/react-router/', reachable: true },
    },
    {
      name: 'no-date-fns-barrel-on-the-server',
      comment:
        "Server and shared code import date-fns by function ('date-fns/addDays'): Node resolves each of the barrel's ~250 modules against date-fns's 200 KB package.json, which cost seconds at every server start.",
      severity: 'error',
      from: { path: '^src/(server|shared)/' },
      to: { path: '(^|/)node_modules/date-fns/index[.]' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
