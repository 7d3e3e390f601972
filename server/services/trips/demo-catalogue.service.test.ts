import { describe, expect, it } from 'vitest'
import { CATALOGUE_PLACES } from '../../../shared/trips/catalogue-contract.ts'
import { ZCatalogueSearchResponseSchema } from '../../../shared/trips/catalogue-schemas.ts'
import { ZOfferSnapshotSchema } from '../../../shared/trips/trip-edit-schemas.ts'
import { destinationKeyOf } from '../../../shared/trips/trip-images.ts'
import { createDemoCatalogue } from './demo-catalogue.service.ts'

const now = () => new Date('2026-11-24T12:00:00.000Z')

describe('the demo catalogue (decision 044)', () => {
  const catalogue = createDemoCatalogue(now)

  it('finds every offer a search lists by its id alone, the same offer, with a valid snapshot', async () => {
    for (const destination of CATALOGUE_PLACES) {
      const searches = [
        { vertical: 'hotel', destination, start: '2026-12-01', end: '2026-12-03' },
        { vertical: 'car', destination, start: '2026-12-01', end: '2026-12-03' },
        {
          vertical: 'flight',
          from: destination === 'seoul' ? 'tokyo' : 'seoul',
          to: destination,
          date: '2026-12-01',
        },
      ] as const
      for (const search of searches) {
        const answer = ZCatalogueSearchResponseSchema.parse(catalogue.search(search))
        expect(answer.offers).toHaveLength(3)
        for (const { offer, destinationKey } of answer.offers) {
          ZOfferSnapshotSchema.parse(offer)
          expect(await catalogue.find(offer.vertical, offer.offerId)).toEqual(offer)
          // Trips made from the offer get the destination's image.
          expect(destinationKeyOf(offer.destination)).toBe(destinationKey)
        }
      }
    }
  })

  it('prices stays by the night and keeps fares stable between calls', () => {
    const one = catalogue.search({
      vertical: 'hotel',
      destination: 'rome',
      start: '2026-12-01',
      end: '2026-12-02',
    })
    const three = catalogue.search({
      vertical: 'hotel',
      destination: 'rome',
      start: '2026-12-01',
      end: '2026-12-04',
    })
    expect(three.offers.map((o) => o.offer.priceMinor)).toEqual(one.offers.map((o) => o.offer.priceMinor * 3))
    expect(catalogue.search({ vertical: 'flight', from: 'paris', to: 'rome', date: '2026-12-05' })).toEqual(
      catalogue.search({ vertical: 'flight', from: 'paris', to: 'rome', date: '2026-12-05' }),
    )
  })

  it('runs trains only on its rail routes, both ways', () => {
    expect(
      catalogue.search({ vertical: 'train', from: 'busan', to: 'seoul', date: '2026-12-01' }).offers,
    ).toHaveLength(3)
    expect(
      catalogue.search({ vertical: 'train', from: 'seoul', to: 'sydney', date: '2026-12-01' }).offers,
    ).toEqual([])
  })

  it('does not find ids of another vertical, version or template, nor offers of days gone by', async () => {
    const [first] = catalogue.search({
      vertical: 'car',
      destination: 'jeju',
      start: '2026-12-01',
      end: '2026-12-02',
    }).offers
    const id = first?.offer.offerId ?? ''
    expect(await catalogue.find('hotel', id)).toBeNull()
    expect(await catalogue.find('car', id.replace(/^v1:/, 'v2:'))).toBeNull()
    expect(await catalogue.find('car', id.replace(/:0$/, ':9'))).toBeNull()
    expect(await catalogue.find('car', 'v1:car:jeju:2026-11-01:2026-11-02:0')).toBeNull()
    expect(await catalogue.find('car', 'v1:car:atlantis:2026-12-01:2026-12-02:0')).toBeNull()
  })

  it('refuses searches out of reach with SEARCH_INVALID', () => {
    expect(() =>
      catalogue.search({ vertical: 'flight', from: 'seoul', to: 'tokyo', date: '2026-11-23' }),
    ).toThrow(expect.objectContaining({ statusCode: 400, code: 'SEARCH_INVALID' }))
    expect(() =>
      catalogue.search({ vertical: 'hotel', destination: 'seoul', start: '2026-12-01', end: '2027-01-15' }),
    ).toThrow(expect.objectContaining({ code: 'SEARCH_INVALID' }))
  })
})
