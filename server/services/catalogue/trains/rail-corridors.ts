import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { TRAIN_CLASSES, type TTrainClass } from '../../../../shared/catalogue/train-search-rules.ts'
import { PLACES_DIR } from '../places/place-data.ts'

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

const hhmm = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .transform((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)))
const station = z.tuple([z.string().min(1), z.string().min(1)])

const ZCorridorsSchema = z.object({
  corridors: z.array(
    z.object({
      a: z.string().regex(/^[A-Z]{3}$/),
      b: z.string().regex(/^[A-Z]{3}$/),
      stations: z.tuple([station, station]),
      operator: z.string().min(1),
      services: z
        .array(
          z.object({
            brand: z.string().min(1),
            numberFrom: z.number().int().min(1),
            minutes: z.number().int().min(10),
            stops: z.number().int().min(0),
            share: z.number().positive().max(1),
            fareFactor: z.number().positive(),
            classes: z.partialRecord(z.enum(TRAIN_CLASSES), z.number().positive()),
          }),
        )
        .min(1),
      first: hhmm,
      last: hhmm,
      everyMinutes: z.number().int().min(5),
      fare: z.number().int().positive(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      dynamic: z.boolean(),
    }),
  ),
})

let loaded: readonly RailCorridor[] | null = null

/**
 * The rail corridors train search knows (decision 082; content/places/rail-corridors.json): real lines
 * between cities of the places data, with their operators' trains, journey times, timetable spans and
 * fares as published in 2026 (rounded). Between any other two places no train runs. Read once per process.
 */
export function railCorridors(): readonly RailCorridor[] {
  loaded ??= ZCorridorsSchema.parse(
    JSON.parse(fs.readFileSync(path.join(PLACES_DIR, 'rail-corridors.json'), 'utf8')),
  ).corridors
  return loaded
}
