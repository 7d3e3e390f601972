import type { TTrainClass } from '../../../../shared/catalogue/train-search-rules.ts'

/** A kind of train on a corridor: how long it takes, how often it stops, how many of the day's trains it is. */
export interface RailService {
  /** The name timetables use (KTX, Nozomi, Eurostar, TGV INOUI, Acela…), and how its numbers start. */
  brand: string
  numberFrom: number
  minutes: number
  stops: number
  /** Its share of the corridor's departures (a corridor's shares add up to 1). */
  share: number
  /** Its fare against the corridor's (a stopping train is often cheaper). */
  fareFactor: number
  /** Classes it sells, with their fare against the standard class. */
  classes: Partial<Record<TTrainClass, number>>
}

export interface RailCorridor {
  /** City codes of its two ends (the places data's). */
  a: string
  b: string
  /** The stations trains leave from and arrive at, in English and Korean, at a and at b. */
  stations: readonly [readonly [string, string], readonly [string, string]]
  operator: string
  services: readonly RailService[]
  /** First and last departures from either end, local minutes of the day, and the mean gap between trains. */
  first: number
  last: number
  everyMinutes: number
  /** The standard class's fare for one adult, in minor units of `currency`. */
  fare: number
  currency: string
  /** Fixed fares (Korail, JR, China Railway) or prices that rise with demand (Eurostar, SNCF, Amtrak…). */
  dynamic: boolean
}

const at = (hh: number, mm = 0) => hh * 60 + mm

/**
 * The rail corridors stay and flight search know (decision 082): real lines between cities of the places
 * data, with their operators' trains, journey times, timetable spans and fares as published in 2026
 * (rounded). Between any other two places no train runs.
 */
export const RAIL_CORRIDORS: readonly RailCorridor[] = [
  {
    a: 'SEL',
    b: 'PUS',
    stations: [
      ['Seoul Station', '서울역'],
      ['Busan Station', '부산역'],
    ],
    operator: 'Korail',
    services: [
      {
        brand: 'KTX',
        numberFrom: 101,
        minutes: 158,
        stops: 3,
        share: 0.6,
        fareFactor: 1,
        classes: { standard: 1, first: 1.4 },
      },
      {
        brand: 'KTX',
        numberFrom: 1,
        minutes: 140,
        stops: 1,
        share: 0.25,
        fareFactor: 1,
        classes: { standard: 1, first: 1.4 },
      },
      {
        brand: 'KTX-Sancheon',
        numberFrom: 201,
        minutes: 172,
        stops: 5,
        share: 0.15,
        fareFactor: 0.97,
        classes: { standard: 1, first: 1.4 },
      },
    ],
    first: at(5, 13),
    last: at(22, 0),
    everyMinutes: 25,
    fare: 59_800,
    currency: 'KRW',
    dynamic: false,
  },
  {
    a: 'TYO',
    b: 'OSA',
    stations: [
      ['Tokyo Station', '도쿄역'],
      ['Shin-Osaka Station', '신오사카역'],
    ],
    operator: 'JR Central',
    services: [
      {
        brand: 'Nozomi',
        numberFrom: 1,
        minutes: 147,
        stops: 3,
        share: 0.75,
        fareFactor: 1,
        classes: { standard: 1, first: 1.33 },
      },
      {
        brand: 'Hikari',
        numberFrom: 501,
        minutes: 173,
        stops: 6,
        share: 0.15,
        fareFactor: 0.98,
        classes: { standard: 1, first: 1.33 },
      },
      {
        brand: 'Kodama',
        numberFrom: 701,
        minutes: 236,
        stops: 15,
        share: 0.1,
        fareFactor: 0.98,
        classes: { standard: 1, first: 1.33 },
      },
    ],
    first: at(6, 0),
    last: at(21, 24),
    everyMinutes: 10,
    fare: 14_720,
    currency: 'JPY',
    dynamic: false,
  },
  {
    a: 'TYO',
    b: 'NGO',
    stations: [
      ['Tokyo Station', '도쿄역'],
      ['Nagoya Station', '나고야역'],
    ],
    operator: 'JR Central',
    services: [
      {
        brand: 'Nozomi',
        numberFrom: 1,
        minutes: 96,
        stops: 2,
        share: 0.8,
        fareFactor: 1,
        classes: { standard: 1, first: 1.4 },
      },
      {
        brand: 'Hikari',
        numberFrom: 501,
        minutes: 109,
        stops: 4,
        share: 0.2,
        fareFactor: 0.97,
        classes: { standard: 1, first: 1.4 },
      },
    ],
    first: at(6, 0),
    last: at(22, 0),
    everyMinutes: 10,
    fare: 11_300,
    currency: 'JPY',
    dynamic: false,
  },
  {
    a: 'PAR',
    b: 'LON',
    stations: [
      ['Paris Gare du Nord', '파리 북역'],
      ['London St Pancras International', '런던 세인트판크라스역'],
    ],
    operator: 'Eurostar',
    services: [
      {
        brand: 'Eurostar',
        numberFrom: 9001,
        minutes: 137,
        stops: 0,
        share: 0.85,
        fareFactor: 1,
        classes: { standard: 1, standardPlus: 1.9, first: 3.4 },
      },
      {
        brand: 'Eurostar',
        numberFrom: 9101,
        minutes: 155,
        stops: 1,
        share: 0.15,
        fareFactor: 0.95,
        classes: { standard: 1, standardPlus: 1.9, first: 3.4 },
      },
    ],
    first: at(7, 1),
    last: at(21, 13),
    everyMinutes: 60,
    fare: 5_400,
    currency: 'EUR',
    dynamic: true,
  },
  {
    a: 'PAR',
    b: 'BRU',
    stations: [
      ['Paris Gare du Nord', '파리 북역'],
      ['Brussels-Midi', '브뤼셀 남역'],
    ],
    operator: 'Eurostar',
    services: [
      {
        brand: 'Eurostar',
        numberFrom: 9301,
        minutes: 82,
        stops: 0,
        share: 1,
        fareFactor: 1,
        classes: { standard: 1, standardPlus: 1.6, first: 2.6 },
      },
    ],
    first: at(6, 13),
    last: at(21, 25),
    everyMinutes: 60,
    fare: 3_500,
    currency: 'EUR',
    dynamic: true,
  },
  {
    a: 'PAR',
    b: 'AMS',
    stations: [
      ['Paris Gare du Nord', '파리 북역'],
      ['Amsterdam Centraal', '암스테르담 중앙역'],
    ],
    operator: 'Eurostar',
    services: [
      {
        brand: 'Eurostar',
        numberFrom: 9311,
        minutes: 199,
        stops: 3,
        share: 1,
        fareFactor: 1,
        classes: { standard: 1, standardPlus: 1.6, first: 2.6 },
      },
    ],
    first: at(6, 25),
    last: at(19, 25),
    everyMinutes: 120,
    fare: 4_500,
    currency: 'EUR',
    dynamic: true,
  },
  {
    a: 'PAR',
    b: 'LYS',
    stations: [
      ['Paris Gare de Lyon', '파리 리옹역'],
      ['Lyon Part-Dieu', '리옹 파르디외역'],
    ],
    operator: 'SNCF',
    services: [
      {
        brand: 'TGV INOUI',
        numberFrom: 6601,
        minutes: 116,
        stops: 0,
        share: 0.75,
        fareFactor: 1,
        classes: { standard: 1, first: 1.5 },
      },
      {
        brand: 'OUIGO',
        numberFrom: 7801,
        minutes: 128,
        stops: 1,
        share: 0.25,
        fareFactor: 0.55,
        classes: { standard: 1 },
      },
    ],
    first: at(6, 0),
    last: at(21, 0),
    everyMinutes: 45,
    fare: 5_200,
    currency: 'EUR',
    dynamic: true,
  },
  {
    a: 'LON',
    b: 'EDI',
    stations: [
      ["London King's Cross", '런던 킹스크로스역'],
      ['Edinburgh Waverley', '에든버러 웨이벌리역'],
    ],
    operator: 'LNER',
    services: [
      {
        brand: 'LNER Azuma',
        numberFrom: 1,
        minutes: 262,
        stops: 4,
        share: 0.7,
        fareFactor: 1,
        classes: { standard: 1, first: 1.9 },
      },
      {
        brand: 'LNER Azuma',
        numberFrom: 301,
        minutes: 285,
        stops: 7,
        share: 0.3,
        fareFactor: 0.9,
        classes: { standard: 1, first: 1.9 },
      },
    ],
    first: at(6, 0),
    last: at(19, 30),
    everyMinutes: 30,
    fare: 6_500,
    currency: 'GBP',
    dynamic: true,
  },
  {
    a: 'MAD',
    b: 'BCN',
    stations: [
      ['Madrid Puerta de Atocha', '마드리드 아토차역'],
      ['Barcelona Sants', '바르셀로나 산츠역'],
    ],
    operator: 'Renfe',
    services: [
      {
        brand: 'AVE',
        numberFrom: 3061,
        minutes: 150,
        stops: 0,
        share: 0.6,
        fareFactor: 1,
        classes: { standard: 1, first: 1.8 },
      },
      {
        brand: 'AVE',
        numberFrom: 3161,
        minutes: 190,
        stops: 3,
        share: 0.4,
        fareFactor: 0.85,
        classes: { standard: 1, first: 1.8 },
      },
    ],
    first: at(6, 0),
    last: at(21, 0),
    everyMinutes: 45,
    fare: 4_500,
    currency: 'EUR',
    dynamic: true,
  },
  {
    a: 'ROM',
    b: 'MIL',
    stations: [
      ['Roma Termini', '로마 테르미니역'],
      ['Milano Centrale', '밀라노 중앙역'],
    ],
    operator: 'Trenitalia',
    services: [
      {
        brand: 'Frecciarossa',
        numberFrom: 9501,
        minutes: 179,
        stops: 2,
        share: 0.8,
        fareFactor: 1,
        classes: { standard: 1, standardPlus: 1.4, first: 1.8 },
      },
      {
        brand: 'Frecciarossa',
        numberFrom: 9601,
        minutes: 200,
        stops: 4,
        share: 0.2,
        fareFactor: 0.9,
        classes: { standard: 1, standardPlus: 1.4, first: 1.8 },
      },
    ],
    first: at(6, 0),
    last: at(20, 40),
    everyMinutes: 30,
    fare: 3_990,
    currency: 'EUR',
    dynamic: true,
  },
  {
    a: 'BER',
    b: 'MUC',
    stations: [
      ['Berlin Hauptbahnhof', '베를린 중앙역'],
      ['München Hauptbahnhof', '뮌헨 중앙역'],
    ],
    operator: 'Deutsche Bahn',
    services: [
      {
        brand: 'ICE Sprinter',
        numberFrom: 1001,
        minutes: 239,
        stops: 2,
        share: 0.4,
        fareFactor: 1.05,
        classes: { standard: 1, first: 1.7 },
      },
      {
        brand: 'ICE',
        numberFrom: 501,
        minutes: 268,
        stops: 6,
        share: 0.6,
        fareFactor: 1,
        classes: { standard: 1, first: 1.7 },
      },
    ],
    first: at(5, 30),
    last: at(19, 30),
    everyMinutes: 60,
    fare: 3_990,
    currency: 'EUR',
    dynamic: true,
  },
  {
    a: 'NYC',
    b: 'WAS',
    stations: [
      ['New York Penn Station', '뉴욕 펜역'],
      ['Washington Union Station', '워싱턴 유니언역'],
    ],
    operator: 'Amtrak',
    services: [
      {
        brand: 'Acela',
        numberFrom: 2101,
        minutes: 172,
        stops: 5,
        share: 0.45,
        fareFactor: 2.2,
        classes: { standard: 1, first: 1.9 },
      },
      {
        brand: 'Northeast Regional',
        numberFrom: 101,
        minutes: 205,
        stops: 9,
        share: 0.55,
        fareFactor: 1,
        classes: { standard: 1, standardPlus: 1.6 },
      },
    ],
    first: at(5, 0),
    last: at(21, 30),
    everyMinutes: 35,
    fare: 4_900,
    currency: 'USD',
    dynamic: true,
  },
  {
    a: 'NYC',
    b: 'BOS',
    stations: [
      ['New York Penn Station', '뉴욕 펜역'],
      ['Boston South Station', '보스턴 사우스역'],
    ],
    operator: 'Amtrak',
    services: [
      {
        brand: 'Acela',
        numberFrom: 2151,
        minutes: 220,
        stops: 6,
        share: 0.5,
        fareFactor: 2,
        classes: { standard: 1, first: 1.9 },
      },
      {
        brand: 'Northeast Regional',
        numberFrom: 171,
        minutes: 255,
        stops: 11,
        share: 0.5,
        fareFactor: 1,
        classes: { standard: 1, standardPlus: 1.6 },
      },
    ],
    first: at(5, 30),
    last: at(20, 0),
    everyMinutes: 50,
    fare: 4_500,
    currency: 'USD',
    dynamic: true,
  },
  {
    a: 'BJS',
    b: 'SHA',
    stations: [
      ['Beijing South', '베이징 남역'],
      ['Shanghai Hongqiao', '상하이 훙차오역'],
    ],
    operator: 'China Railway',
    services: [
      {
        brand: 'G',
        numberFrom: 1,
        minutes: 268,
        stops: 2,
        share: 0.35,
        fareFactor: 1.05,
        classes: { standard: 1, first: 1.6, business: 3.3 },
      },
      {
        brand: 'G',
        numberFrom: 101,
        minutes: 330,
        stops: 7,
        share: 0.65,
        fareFactor: 1,
        classes: { standard: 1, first: 1.6, business: 3.3 },
      },
    ],
    first: at(6, 0),
    last: at(19, 0),
    everyMinutes: 20,
    fare: 66_200,
    currency: 'CNY',
    dynamic: false,
  },
]
