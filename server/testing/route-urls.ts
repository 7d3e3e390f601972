/** A UUID that no row has: for an …Id parameter where the route must get past the id's format. */
export const SOME_ID = '00000000-0000-4000-8000-000000000000'

/**
 * A URL for a route table's pattern: each parameter `x`, or `id` where its name ends in id, and the
 * catch-all `wildcard`.
 */
export function concreteUrl(url: string, { id = 'x', wildcard = 'x' } = {}): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (/id$/i.test(name) ? id : 'x'))
    .replace(/\*/g, wildcard)
}
