/**
 * The platform floor (README.md, "Layout"). The PLATFORM is the machinery every feature stands on:
 * the database client and migrations, the HTTP handler, auth and permissions, cache and CDN,
 * storage, mail transport and queue, the background task queue, i18n, SEO helpers, text utilities, routing, security, images,
 * maintenance, backup, export, audit recording, the shared clock, the log, health and metrics, inline page scripts, the environment. Everything else is the FEATURE
 * layer: lib/data, lib/api, lib/validation (but its primitive helpers), the feature tables
 * (lib/db/schema.ts), the seeds, content/, features/, components/ and app/.
 *
 * The platform must never import feature code or feature text, not even a type: a feature can
 * then change (or move into features/<name>/) without touching the floor, and the floor can be
 * read, tested and reused alone. Features import the platform freely; a platform module that
 * needs something of a feature takes it as an argument (or the feature registers it).
 *
 * Run by `npm run lint`; lib/__tests__/floors.test.ts checks that the rule bites.
 */
const PLATFORM = [
  '^lib/(http|auth|cache|cdn|storage|mail|tasks|i18n|seo|text|routing|security|images|process|maintenance|backup|export|audit|time|log|ops|visits|html)/',
  '^lib/db/(client|connect|columns|contentTriggers|embedded|locks|migrate|migrationState|prepare|platformSchema|unavailable)\\.ts$',
  '^lib/db/migrations/',
  '^lib/(env|runtime)\\.ts$',
];

/** Helpers with no feature knowledge (zod field builders, ids, numbers, patterns, list queries, form data, declared texts). */
const PRIMITIVES = ['^lib/validation/(fields|ids|numbers|patterns|formData|locale|lists|texts)\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'platform-imports-no-feature',
      comment:
        'The platform (lib/http, lib/auth, lib/db client, …) imports only the platform, primitive helpers and packages: ' +
        'move the thing it needs down into the platform, or have the feature pass it in.',
      severity: 'error',
      from: { path: PLATFORM, pathNot: ['/__tests__/'] },
      to: {
        pathNot: [...PLATFORM, ...PRIMITIVES, '(^|/)node_modules/'],
        dependencyTypesNot: [
          'core',
          'npm',
          'npm-dev',
          'npm-optional',
          'npm-peer',
          'npm-no-pkg',
          'npm-unknown',
        ],
      },
    },
    {
      name: 'content-imports-no-data',
      comment:
        "content/ is the site's words, read by server and client alike: it never reaches into the database layer (lib/data).",
      severity: 'error',
      from: { path: '^content/' },
      to: { path: '^lib/data/' },
    },
    {
      name: 'features-meet-at-their-entries',
      comment:
        "A feature's top-level files are its entry (data, schemas, text); its admin/, site/ and other folders are its own. " +
        'Another feature, lib/, components/ or content/ uses those entries; app/ (the routing layer) mounts the screens and page parts.',
      severity: 'error',
      from: { path: '^(features/[^/]+|lib|components|content|scripts)/' },
      to: { path: '^features/[^/]+/[^/]+/', pathNot: ['^$1/', '/__tests__/'] },
    },
    {
      name: 'no-import-circle',
      comment:
        'No module imports itself back through others, type imports included: a kind, the machinery it stands on and ' +
        'the list that joins them import downwards (features/history takes the list of collections, lib/data/collections.ts, ' +
        "from its callers; a feature's dto.ts takes the pieces it shares from lib/api/shared.ts, never from the contract). " +
        'Move the shared piece down into a module of its own (a types file), or have the caller pass it in.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: '(^|/)node_modules/' },
    // The runtime data directory and build output at the root (not lib/data, which is code).
    exclude: { path: '^(data|dist|\\.next|node_modules)/' },
    // Type-only imports count: types must not run back up either.
    tsPreCompilationDeps: true,
    // Resolve packages through their "exports" like Node and Next do (csv-stringify/sync, …).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
