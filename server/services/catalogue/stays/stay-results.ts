import type { TPolicyVerdict } from '../../../../shared/business/checkout-contract.ts'
import type { TStayAmenity, TStaySort } from '../../../../shared/catalogue/stay-search-rules.ts'
import type { Neighbourhood, StayOffer, StayRate } from './stay-source.ts'

/** A rate in the visitor's currency: the total is worked out again so that it still adds up. */
export interface PricedRate {
  rate: StayRate
  nightly: number
  taxes: number
  total: number
  /** The traveller's travel-policy verdict in business mode (the rates a card can show); null otherwise. */
  verdict: TPolicyVerdict | null
}

export interface PricedStay {
  offer: StayOffer
  /** Cheapest first. */
  rates: PricedRate[]
}

export interface TStayFilters {
  maxPrice?: number | undefined
  stars?: number[] | undefined
  minRating?: number | undefined
  amenities?: TStayAmenity[] | undefined
  cancellation?: 'free' | undefined
  neighbourhoods?: string[] | undefined
  policy?: 'in' | undefined
}

type Dimension = 'price' | 'stars' | 'rating' | 'amenities' | 'neighbourhoods' | 'policy'

/** A property as the filters see it: its cheapest rate among those the cancellation filter leaves. */
interface Row {
  stay: PricedStay
  /** Cheapest of all its rates, and cheapest that can be cancelled free (null: none can). */
  cheapest: PricedRate
  cheapestFree: PricedRate | null
}

const headline = (row: Row, f: TStayFilters) => (f.cancellation === 'free' ? row.cheapestFree : row.cheapest)

/** Whether a property passes every filter but `except` (a facet counts over the others). */
function passes(row: Row, f: TStayFilters, except: Dimension | null): boolean {
  const p = row.stay.offer.property
  const rate = headline(row, f)
  if (!rate) return false
  if (except !== 'price' && f.maxPrice !== undefined && rate.nightly > f.maxPrice) return false
  if (except !== 'stars' && f.stars?.length && !f.stars.includes(p.stars)) return false
  if (except !== 'rating' && f.minRating !== undefined && p.ratingTenths < f.minRating * 10) return false
  if (except !== 'amenities' && f.amenities?.some((a) => !p.amenities.includes(a))) return false
  if (
    except !== 'neighbourhoods' &&
    f.neighbourhoods?.length &&
    !f.neighbourhoods.includes(p.neighbourhood.code)
  )
    return false
  if (except !== 'policy' && f.policy === 'in' && rate.verdict && rate.verdict.status !== 'in') return false
  return true
}

function rowsOf(stays: readonly PricedStay[]): Row[] {
  return stays.flatMap((stay) => {
    const cheapest = stay.rates[0]
    if (!cheapest) return []
    return [
      { stay, cheapest, cheapestFree: stay.rates.find((r) => r.rate.freeCancellationUntil !== null) ?? null },
    ]
  })
}

function facet(rows: readonly Row[], price: (row: Row) => PricedRate | null) {
  let count = 0
  let minPrice: number | null = null
  for (const row of rows) {
    const rate = price(row)
    if (!rate) continue
    count++
    if (minPrice === null || rate.nightly < minPrice) minPrice = rate.nightly
  }
  return { count, minPrice }
}

/** Counts per filter value over the properties every other filter leaves, with the lowest price per night. */
export function stayFacets(stays: readonly PricedStay[], f: TStayFilters) {
  const rows = rowsOf(stays)
  const others = (d: Dimension) => rows.filter((r) => passes(r, f, d))
  const at = (list: Row[], keep: (row: Row) => boolean) => facet(list.filter(keep), (r) => headline(r, f))
  const byPrice = others('price')
  const prices = byPrice.flatMap((r) => headline(r, f)?.nightly ?? [])
  const byStars = others('stars')
  const byRating = others('rating')
  const all = others('amenities').filter((r) => passes(r, f, null))
  const byArea = others('neighbourhoods')
  const judged = rows.some((r) => r.cheapest.verdict !== null)
  const areas = new Map<string, Neighbourhood>()
  for (const r of rows)
    areas.set(r.stay.offer.property.neighbourhood.code, r.stay.offer.property.neighbourhood)
  const amenityCodes = [...new Set(rows.flatMap((r) => r.stay.offer.property.amenities))]
  return {
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    stars: [5, 4, 3, 2, 1]
      .map((value) => ({ value, ...at(byStars, (r) => r.stay.offer.property.stars === value) }))
      .filter((s) => s.count > 0 || f.stars?.includes(s.value)),
    rating: [9, 8, 7, 6].map((value) => ({
      value,
      ...at(byRating, (r) => r.stay.offer.property.ratingTenths >= value * 10),
    })),
    amenities: amenityCodes.map((code) => ({
      code,
      ...at(all, (r) => r.stay.offer.property.amenities.includes(code)),
    })),
    // What ticking "free cancellation" would leave: the price filter then reads the free rates.
    freeCancellation: facet(
      rows.filter((r) => passes(r, { ...f, cancellation: 'free' }, null)),
      (r) => r.cheapestFree,
    ),
    neighbourhoods: [...areas.values()].map((area) => ({
      area,
      ...at(byArea, (r) => r.stay.offer.property.neighbourhood.code === area.code),
    })),
    inPolicy: judged ? at(others('policy'), (r) => headline(r, f)?.verdict?.status === 'in') : null,
  }
}

/** A property's place in "recommended": guests' rating and its weight, value for money, distance. */
function score(row: Row, median: number, rate: PricedRate): number {
  const p = row.stay.offer.property
  // A rating counts for more the more guests gave it; a cheap room counts, a far one less.
  const confidence = Math.min(1, Math.log10(1 + p.reviewCount) / 2.5)
  const rating = (p.ratingTenths / 100) * confidence
  const value = Math.max(-1, Math.min(1, Math.log(median / Math.max(1, rate.nightly))))
  return rating + value * 0.12 + p.stars * 0.02 - Math.min(1, p.distanceTenthsKm / 200) * 0.1
}

/** The properties the filters leave, each with its headline rate, in the asked order. */
export function filteredAndSortedStays(
  stays: readonly PricedStay[],
  f: TStayFilters,
  sort: TStaySort,
): { stay: PricedStay; rate: PricedRate; rateCount: number }[] {
  const left = rowsOf(stays)
    .filter((r) => passes(r, f, null))
    .map((row) => {
      const rate = headline(row, f) as PricedRate
      const rateCount =
        f.cancellation === 'free'
          ? row.stay.rates.filter((r) => r.rate.freeCancellationUntil !== null).length
          : row.stay.rates.length
      return { row, rate, rateCount }
    })
  const nightly = left.map((l) => l.rate.nightly).sort((a, b) => a - b)
  const median = nightly[Math.floor(nightly.length / 2)] ?? 1
  const key = (l: (typeof left)[number]): number => {
    const p = l.row.stay.offer.property
    switch (sort) {
      case 'cheapest':
        return l.rate.total
      case 'rating':
        return -(p.ratingTenths * 1e6 + Math.min(p.reviewCount, 999_999))
      case 'distance':
        return p.distanceTenthsKm
      case 'recommended':
        return -score(l.row, median, l.rate)
    }
  }
  const keyed = left.map((l) => ({ l, k: key(l) }))
  keyed.sort(
    (a, b) => a.k - b.k || a.l.row.stay.offer.property.id.localeCompare(b.l.row.stay.offer.property.id),
  )
  const sorted = keyed.map(({ l }) => ({ stay: l.row.stay, rate: l.rate, rateCount: l.rateCount }))
  if (sort !== 'recommended') return sorted
  // A company's traveller sees what the policy allows first, as flights' best (decision 085).
  const out = (l: (typeof sorted)[number]) => l.rate.verdict?.status === 'out'
  return [...sorted.filter((l) => !out(l)), ...sorted.filter(out)]
}
