import { describe, expect, it } from 'vitest'
import { resultsPlaceCodes } from './results-places.ts'

const q = (text = '') => new URLSearchParams(text)

describe('resultsPlaceCodes', () => {
  it('names the places of each vertical results URL, each once', () => {
    expect(resultsPlaceCodes('/flights/search/SEL-TYO/2026-12-30/2027-01-06', q('adults=2'))).toEqual([
      'SEL',
      'TYO',
    ])
    expect(resultsPlaceCodes('/flights/search/SEL-TYO/2026-12-30/TYO-OSA/2027-01-02', q())).toEqual([
      'SEL',
      'TYO',
      'OSA',
    ])
    expect(resultsPlaceCodes('/hotels/search/TYO/2026-12-30/2027-01-01', q())).toEqual(['TYO'])
    expect(resultsPlaceCodes('/trains/search/PAR-LON/2026-12-30', q())).toEqual(['PAR', 'LON'])
  })

  it('names none on other pages or on a results path that is not a search', () => {
    expect(resultsPlaceCodes('/flights', q())).toEqual([])
    expect(resultsPlaceCodes('/flights/search/nonsense', q())).toEqual([])
    expect(resultsPlaceCodes('/flights/search/%E0%A4%A', q())).toEqual([])
    expect(resultsPlaceCodes('/hotels/search/TYO', q())).toEqual([])
  })
})
