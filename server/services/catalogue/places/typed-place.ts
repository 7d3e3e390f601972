import type { PlacesService } from './places.service.ts'

/**
 * What a search box's plain GET form sent for a place (a code after hydration; before it, what was
 * typed: "Paris", "cdg", "파리") as a place code: an exact code first, else the best suggestion's, as a
 * visitor picking the first suggestion would get. Null when nothing matches.
 */
export function typedPlace(text: string | null, places: PlacesService): string | null {
  const typed = text?.trim() ?? ''
  if (!typed || typed.length > 64) return null
  const exact = /^[A-Za-z]{3}$/.test(typed) ? places.byCode(typed.toUpperCase()) : null
  return (exact ?? places.suggest(typed, 1)[0])?.code ?? null
}
