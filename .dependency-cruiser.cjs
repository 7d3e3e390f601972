/** Import boundaries of docs/ARCHITECTURE.md: web/ and server/ meet only in shared/. */
module.exports = {
  forbidden: [
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'web/ imports shared/ only; the server is reached over HTTP.',
      // Tests, and the test kits only tests import, may start the real server to talk to it over HTTP.
      from: { path: '^web/', pathNot: '(\\.test\\.tsx?|-test-kit\\.tsx?)$|/test-support/' },
      to: { path: '^(server|e2e|bench|scripts|cluster)/' },
    },
    {
      name: 'web-not-to-test-kits',
      severity: 'error',
      comment: 'The app never imports what only tests use (test kits may reach the server).',
      from: { path: '^web/', pathNot: '(\\.test\\.tsx?|-test-kit\\.tsx?)$|/test-support/' },
      to: { path: '(-test-kit\\.tsx?$|/test-support/)' },
    },
    {
      name: 'server-not-to-web',
      severity: 'error',
      comment: 'server/ imports shared/ only; it loads the built render bundle by path, never by import.',
      from: { path: '^server/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(web|e2e|bench|scripts|cluster)/' },
    },
    {
      name: 'shared-stays-pure',
      severity: 'error',
      comment: 'shared/ is used by both sides, so it imports neither.',
      from: { path: '^shared/' },
      to: { path: '^(web|server|e2e|bench|scripts|cluster)/' },
    },
    {
      name: 'shared-no-platform-deps',
      severity: 'error',
      comment: 'shared/ runs in the browser and in Node: no Node built-ins, no React.',
      from: { path: '^shared/' },
      to: { dependencyTypes: ['core'] },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
