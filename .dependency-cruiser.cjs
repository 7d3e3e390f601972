/** Import boundaries of docs/ARCHITECTURE.md: web/ and server/ meet only in shared/. */
module.exports = {
  forbidden: [
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'web/ imports shared/ only; the server is reached over HTTP.',
      // Tests, and the test support under web/testing/ that only tests import, may start the real server to
      // talk to it over HTTP (decision 068).
      from: { path: '^web/', pathNot: '\\.test\\.tsx?$|^web/testing/' },
      to: { path: '^(server|e2e|bench|scripts|cluster)/' },
    },
    {
      name: 'production-not-to-testing',
      severity: 'error',
      comment:
        'Test support lives under one testing/ folder per side (decision 105): what is not a test and not itself test support never imports it.',
      from: { path: '^(server|web|shared)/', pathNot: '\\.test\\.tsx?$|^(server|web|shared)/testing/' },
      to: { path: '^(server|web|shared)/testing/' },
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
