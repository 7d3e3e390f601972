// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); React's act() needs this flag there.
if (typeof window !== 'undefined') {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  // findBy and waitFor give up after 1 s by default. On a two-core CI machine busy with the other worker,
  // a lazily loaded view's first import can take longer than that, and a correct view would fail.
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 5_000 })
}
