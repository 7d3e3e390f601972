/** A window wider than ML (`wide`) or narrower, as jsdom's media queries then answer min-width queries. */
export function windowWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width') ? wide : false,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
}
