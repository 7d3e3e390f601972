/**
 * "Best" (decision 071), as KAYAK blends it: price, time and stops together. An offer's score is its
 * price over the cheapest, plus 0.6 times its time over the quickest, plus 0.15 a stop; lower is better.
 * So an offer twice the cheapest's price needs to save a great deal of time to rank above it, and a
 * nonstop beats a one-stop of the same price and nearly the same time.
 */
export interface Rankable {
  price: number
  minutes: number
  stops: number
}

export function bestScore(offer: Rankable, cheapest: number, quickest: number): number {
  return (
    offer.price / Math.max(1, cheapest) + (0.6 * offer.minutes) / Math.max(1, quickest) + 0.15 * offer.stops
  )
}

/** The offers in best order (ties by price, then by the given key). */
export function byBest<T>(items: readonly T[], rank: (item: T) => Rankable, key: (item: T) => string): T[] {
  const ranks = items.map(rank)
  const cheapest = Math.min(...ranks.map((r) => r.price))
  const quickest = Math.min(...ranks.map((r) => r.minutes))
  const scored = items.map((item, i) => ({
    item,
    r: ranks[i] as Rankable,
    s: bestScore(ranks[i] as Rankable, cheapest, quickest),
  }))
  return scored
    .sort((a, b) => a.s - b.s || a.r.price - b.r.price || key(a.item).localeCompare(key(b.item)))
    .map((x) => x.item)
}
