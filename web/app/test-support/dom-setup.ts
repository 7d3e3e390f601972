// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); React's act() needs this flag there.
if (typeof window !== 'undefined') {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
}
