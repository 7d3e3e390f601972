/** A window wider than ML (`wide`) or narrower, as jsdom's media queries then answer min-width queries. */
export function windowWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width') ? wide : false,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
}

/** A window `width` px wide, as jsdom's media queries then answer min-width queries. */
export function screenWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
}
