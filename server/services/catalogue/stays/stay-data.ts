import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { PLACES_DIR } from '../places/place-data.ts'
import type { Neighbourhood, TStayRoomKind } from './stay-source.ts'

/** The curated neighbourhoods of the busiest cities (content/places/neighbourhoods.json). */
const ZNeighbourhoodsSchema = z.record(
  z.string(),
  z.union([
    z.string(),
    z.array(z.tuple([z.string().regex(/^[a-z0-9-]+$/), z.string(), z.string(), z.number().positive()])),
  ]),
)

let curated: Map<string, Neighbourhood[]> | null = null

function curatedNeighbourhoods(): Map<string, Neighbourhood[]> {
  if (!curated) {
    const file = ZNeighbourhoodsSchema.parse(
      JSON.parse(fs.readFileSync(path.join(PLACES_DIR, 'neighbourhoods.json'), 'utf8')),
    )
    curated = new Map()
    for (const [city, rows] of Object.entries(file)) {
      if (typeof rows === 'string') continue // the file's note
      curated.set(
        city,
        rows.map(([code, name, nameKo, km]) => ({ code, name, nameKo, km })),
      )
    }
  }
  return curated
}

/** Districts every city has, for the cities without curated neighbourhoods. */
const GENERIC: Neighbourhood[] = [
  { code: 'centre', name: 'City centre', nameKo: '도심', km: 0.8 },
  { code: 'old-town', name: 'Old town', nameKo: '구시가지', km: 1.5 },
  { code: 'station', name: 'Central station', nameKo: '중앙역 주변', km: 2 },
  { code: 'business', name: 'Business district', nameKo: '업무 지구', km: 4 },
  { code: 'waterfront', name: 'Waterfront', nameKo: '워터프런트', km: 5 },
  { code: 'airport', name: 'Airport area', nameKo: '공항 주변', km: 18 },
]

export function neighbourhoodsOf(cityCode: string): Neighbourhood[] {
  return curatedNeighbourhoods().get(cityCode) ?? GENERIC
}

/** Name parts, in English and as Korean sites write them. */
export const NAME_PREFIXES: readonly (readonly [string, string])[] = [
  ['Maple', '메이플'],
  ['Lotus', '로터스'],
  ['Aurora', '오로라'],
  ['Cedar', '시더'],
  ['Harbour', '하버'],
  ['Garden', '가든'],
  ['Royal', '로열'],
  ['Park', '파크'],
  ['Sky', '스카이'],
  ['Willow', '윌로'],
  ['Central', '센트럴'],
  ['Riverside', '리버사이드'],
  ['Stone', '스톤'],
  ['Lumen', '루멘'],
  ['Azure', '아주르'],
  ['Crown', '크라운'],
]

/** The kinds of property each star rating is named as. */
export const NAME_KINDS: Record<1 | 2 | 3 | 4 | 5, readonly (readonly [string, string])[]> = {
  1: [['Hostel', '호스텔']],
  2: [
    ['Hostel', '호스텔'],
    ['Inn', '인'],
    ['Guesthouse', '게스트하우스'],
  ],
  3: [
    ['Hotel', '호텔'],
    ['Inn', '인'],
    ['Apartments', '아파트먼트'],
  ],
  4: [
    ['Hotel', '호텔'],
    ['Suites', '스위트'],
    ['Residence', '레지던스'],
  ],
  5: [
    ['Grand Hotel', '그랜드 호텔'],
    ['Palace', '팰리스'],
    ['Resort', '리조트'],
  ],
}

/** What a room sleeps, and its price against the property's standard double. */
export const ROOM_KINDS: Record<TStayRoomKind, { sleeps: number; factor: number }> = {
  standardDouble: { sleeps: 2, factor: 1 },
  twin: { sleeps: 2, factor: 1.03 },
  superior: { sleeps: 2, factor: 1.22 },
  deluxe: { sleeps: 3, factor: 1.48 },
  family: { sleeps: 4, factor: 1.65 },
  suite: { sleeps: 4, factor: 2.4 },
}

/** A standard double's price per night by stars, in US cents, where prices are average (index 1). */
export const BASE_NIGHTLY_USD: Record<1 | 2 | 3 | 4 | 5, number> = {
  1: 3_200,
  2: 5_800,
  3: 9_500,
  4: 16_500,
  5: 32_000,
}

/** How dear a night is against the average, by country (others 0.85). */
const COST_INDEX: Record<string, number> = {
  CH: 1.7,
  US: 1.35,
  GB: 1.3,
  SG: 1.3,
  HK: 1.25,
  FR: 1.2,
  NL: 1.2,
  AE: 1.2,
  AU: 1.2,
  JP: 1.1,
  IT: 1.1,
  DE: 1.05,
  ES: 1,
  KR: 0.95,
  TW: 0.85,
  CN: 0.75,
  TR: 0.7,
  MX: 0.7,
  BR: 0.7,
  MY: 0.55,
  PH: 0.55,
  TH: 0.5,
  ID: 0.5,
  VN: 0.45,
  IN: 0.45,
}
export const costIndex = (country: string) => COST_INDEX[country] ?? 0.85

/**
 * Taxes and fees as travel sites show them beside the room price: a share of the price (VAT, service
 * charge) and a fee per room and night (city or accommodation taxes), in US cents. Others: 10 %.
 */
const TAXES: Record<string, { percent: number; perNight: number }> = {
  KR: { percent: 10, perNight: 0 },
  JP: { percent: 10, perNight: 150 },
  US: { percent: 14, perNight: 0 },
  GB: { percent: 20, perNight: 0 },
  FR: { percent: 10, perNight: 300 },
  DE: { percent: 7, perNight: 0 },
  IT: { percent: 10, perNight: 400 },
  ES: { percent: 10, perNight: 200 },
  NL: { percent: 21, perNight: 0 },
  SG: { percent: 19, perNight: 0 },
  TH: { percent: 17, perNight: 0 },
  VN: { percent: 15, perNight: 0 },
  CN: { percent: 6, perNight: 0 },
  AE: { percent: 10, perNight: 500 },
}
export const taxesOf = (country: string) => TAXES[country] ?? { percent: 10, perNight: 0 }
