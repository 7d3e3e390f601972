/**
 * The generator's airlines (decision 071): fictional names and codes, real hubs, three fictional
 * alliances. A network airline flies from its hubs to cities up to `reach` in the traffic ranking and
 * within `rangeKm`; a low-cost one flies short routes from its bases; a regional one only at home.
 */
export const ALLIANCES = {
  skybridge: 'Skybridge',
  meridian: 'Meridian Alliance',
  horizon: 'Horizon Group',
} as const
export type TAlliance = keyof typeof ALLIANCES

export interface Airline {
  code: string
  name: string
  alliance: TAlliance | null
  kind: 'network' | 'lowCost' | 'regional'
  /** Hub and base airports, main hub first. */
  hubs: readonly string[]
  /** Home country: domestic routes are flown between any two of its airports it serves. */
  country: string
  rangeKm: number
  /** The busiest cities it reaches from its hubs, by rank. */
  reach: number
  /** Its fares against the market (1 = the market's). */
  fareFactor: number
}

const network = (
  code: string,
  name: string,
  alliance: TAlliance,
  country: string,
  hubs: string[],
  reach = 160,
  fareFactor = 1,
): Airline => ({ code, name, alliance, kind: 'network', hubs, country, rangeKm: 15_500, reach, fareFactor })

const lowCost = (code: string, name: string, country: string, hubs: string[]): Airline => ({
  code,
  name,
  alliance: null,
  kind: 'lowCost',
  hubs,
  country,
  rangeKm: 4_200,
  reach: 220,
  fareFactor: 0.72,
})

export const AIRLINES: readonly Airline[] = [
  network('FW', 'Fernway Air', 'skybridge', 'KR', ['ICN', 'GMP', 'PUS', 'CJU'], 200),
  network('AQ', 'Arirang Airlines', 'meridian', 'KR', ['ICN', 'GMP', 'PUS'], 140),
  network('KZ', 'Sakura Wings', 'skybridge', 'JP', ['HND', 'NRT', 'KIX', 'ITM'], 170),
  network('JY', 'Yamato Air', 'meridian', 'JP', ['NRT', 'HND', 'KIX', 'ITM'], 150),
  network('QX', 'Jade Crane Airlines', 'horizon', 'CN', ['PEK', 'PKX', 'PVG', 'SHA', 'CAN'], 150),
  network('HV', 'Victoria Harbour Airways', 'skybridge', 'HK', ['HKG'], 150, 1.08),
  network('TQ', 'Formosa Sky', 'horizon', 'TW', ['TPE', 'TSA'], 110),
  network('M7', 'Merlion Airways', 'meridian', 'SG', ['SIN'], 150, 1.1),
  network('O8', 'Siam Orchid Air', 'horizon', 'TH', ['BKK'], 120),
  network('F5', 'Gulf Falcon', 'horizon', 'AE', ['DXB'], 200, 1.05),
  network('QD', 'Pearl Gulf Airways', 'skybridge', 'QA', ['DOH'], 180, 1.03),
  network('B7', 'Bosphorus Airlines', 'meridian', 'TR', ['IST', 'SAW'], 210),
  network('ZL', 'Albion Airways', 'skybridge', 'GB', ['LHR', 'LGW', 'LCY'], 190, 1.1),
  network('L7', 'Lumière Air', 'horizon', 'FR', ['CDG', 'ORY'], 180, 1.05),
  network('E9', 'Rhine Continental', 'meridian', 'DE', ['FRA', 'MUC', 'BER'], 190, 1.05),
  network('NL', 'Tulip Airways', 'horizon', 'NL', ['AMS'], 170),
  network('S4', 'Castile Sol', 'skybridge', 'ES', ['MAD', 'BCN'], 140),
  network(
    'UQ',
    'Columbia Air Lines',
    'skybridge',
    'US',
    ['JFK', 'ORD', 'LAX', 'DFW', 'MIA', 'CLT', 'PHX'],
    230,
  ),
  network('DN', 'Liberty Northern', 'horizon', 'US', ['ATL', 'JFK', 'LAX', 'SEA', 'BOS', 'DTW', 'MSP'], 230),
  network('UX', 'Unity Airlines', 'meridian', 'US', ['ORD', 'SFO', 'EWR', 'IAD', 'IAH', 'DEN', 'LAX'], 230),
  network('MP', 'Maple Air', 'meridian', 'CA', ['YYZ', 'YUL', 'YVR'], 150),
  network('SX', 'Southern Cross Airways', 'skybridge', 'AU', ['SYD', 'MEL', 'BNE'], 120, 1.05),
  network('LT', 'Andes Condor', 'skybridge', 'CL', ['SCL', 'LIM', 'GRU'], 110),
  network('I7', 'Lotus Airways', 'meridian', 'IN', ['DEL', 'BOM', 'BLR'], 130),
  lowCost('J9', 'Tamna Breeze', 'KR', ['GMP', 'CJU', 'ICN', 'PUS', 'TAE', 'CJJ']),
  lowCost('P5', 'Camellia Air', 'JP', ['KIX', 'NRT', 'HND', 'FUK']),
  lowCost('T7', 'Tropic Hop', 'MY', ['KUL', 'DMK', 'CGK', 'MNL']),
  lowCost('E7', 'EuroHop', 'IE', ['STN', 'BGY', 'BVA', 'CRL', 'BCN', 'DUB']),
  lowCost('W7', 'Danube Orbit', 'HU', ['BUD', 'LTN', 'OTP', 'WAW']),
  lowCost('SW', 'Sunbelt Express', 'US', ['LAS', 'MDW', 'DAL', 'HOU', 'BWI', 'OAK', 'DEN', 'PHX', 'MCO']),
  lowCost('A7', 'Samba Air', 'BR', ['CGH', 'GRU', 'VCP', 'GIG', 'BSB']),
  lowCost('K6', 'Monsoon Kite', 'IN', ['DEL', 'BOM', 'BLR', 'HYD', 'MAA', 'CCU']),
]

export const AIRLINE_BY_CODE = new Map(AIRLINES.map((a) => [a.code, a]))

/** The Korean site's names (the airlines and alliances are ours, so their Korean names are too). */
const KOREAN_NAMES: Readonly<Record<string, string>> = {
  FW: '펀웨이항공',
  AQ: '아리랑항공',
  KZ: '사쿠라윙스',
  JY: '야마토항공',
  QX: '제이드크레인항공',
  HV: '빅토리아하버항공',
  TQ: '포모사스카이',
  M7: '머라이언항공',
  O8: '시암오키드항공',
  F5: '걸프팰컨',
  QD: '펄걸프항공',
  B7: '보스포루스항공',
  ZL: '앨비언항공',
  L7: '뤼미에르항공',
  E9: '라인콘티넨탈',
  NL: '튤립항공',
  S4: '카스티야솔',
  UQ: '컬럼비아항공',
  DN: '리버티노던',
  UX: '유니티항공',
  MP: '메이플항공',
  SX: '서던크로스항공',
  LT: '안데스콘도르',
  I7: '로터스항공',
  J9: '탐라브리즈',
  P5: '카멜리아항공',
  T7: '트로픽홉',
  E7: '유로홉',
  W7: '다뉴브오빗',
  SW: '선벨트익스프레스',
  A7: '삼바항공',
  K6: '몬순카이트',
}

const KOREAN_ALLIANCES: Readonly<Record<TAlliance, string>> = {
  skybridge: '스카이브리지',
  meridian: '메리디안 얼라이언스',
  horizon: '호라이즌 그룹',
}

/** An airline's name in the page's language: Korean on the Korean site, else English. */
export function airlineName(code: string, locale: string): string {
  const korean = locale.toLowerCase().startsWith('ko')
  return (korean && KOREAN_NAMES[code]) || AIRLINE_BY_CODE.get(code)?.name || code
}

export function allianceName(code: string, locale: string): string {
  const korean = locale.toLowerCase().startsWith('ko')
  return (korean && KOREAN_ALLIANCES[code as TAlliance]) || ALLIANCES[code as TAlliance] || code
}
