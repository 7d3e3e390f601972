import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { z } from 'zod'

/** A refusal of the command: one line for the operator, never a stack trace. */
export class RatesRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RatesRefusedError'
  }
}

/** One day of the ECB's euro reference rates: units of each currency for one euro. */
export interface EcbRates {
  date: string
  rates: Record<string, number>
}

const ZDaySchema = z.iso.date()
const ZRateEntrySchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  rate: z.string().regex(/^\d+(\.\d+)?$/),
})
const ZDayCubeSchema = z.object({ time: z.unknown().optional(), Cube: z.array(z.unknown()).optional() })

// Every <Cube> is an array, so one day and many days (the 90-day file) read alike. Attributes and text
// stay strings: a rate is read as the decimal the file writes. Entities are not expanded.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  isArray: (name) => name === 'Cube',
})

function envelopeOf(xml: string): Record<string, unknown> {
  const valid = XMLValidator.validate(xml)
  if (valid !== true) {
    throw new RatesRefusedError(`not XML: ${valid.err.msg} (line ${valid.err.line})`)
  }
  const envelope = (parser.parse(xml) as Record<string, unknown>).Envelope
  const isEcb =
    typeof envelope === 'object' &&
    envelope !== null &&
    'subject' in envelope &&
    envelope.subject === 'Reference rates' &&
    'Sender' in envelope &&
    (envelope.Sender as { name?: unknown } | null)?.name === 'European Central Bank'
  if (!isEcb) throw new RatesRefusedError('not an ECB reference-rate file (eurofxref-daily.xml)')
  return envelope as Record<string, unknown>
}

/**
 * The rates of the ECB's reference file (eurofxref-daily.xml; of a file of many days, the newest day).
 * Refuses, with a one-line RatesRefusedError, what is not XML, not the ECB's reference rates, without a
 * day, or with a malformed or repeated rate.
 */
export function parseEcbReferenceFile(xml: string): EcbRates {
  const envelope = envelopeOf(xml)
  const outer = z.array(z.object({ Cube: z.array(ZDayCubeSchema).optional() })).safeParse(envelope.Cube)
  const days = outer.success ? outer.data.flatMap((cube) => cube.Cube ?? []) : []
  const dated = days.filter((day) => ZDaySchema.safeParse(day.time).success)
  if (dated.length === 0) throw new RatesRefusedError('the ECB file has no day of rates (no <Cube time="…">)')
  const newest = dated.reduce((a, b) => (String(b.time) > String(a.time) ? b : a))
  const date = String(newest.time)
  const rates: Record<string, number> = {}
  for (const entry of newest.Cube ?? []) {
    const parsed = ZRateEntrySchema.safeParse(entry)
    if (!parsed.success) {
      throw new RatesRefusedError(`the ECB file has a malformed rate on ${date}: ${JSON.stringify(entry)}`)
    }
    const { currency, rate } = parsed.data
    if (currency in rates) throw new RatesRefusedError(`the ECB file gives ${currency} twice on ${date}`)
    if (Number(rate) <= 0) throw new RatesRefusedError(`the ECB file gives ${currency} the rate ${rate}`)
    rates[currency] = Number(rate)
  }
  if (Object.keys(rates).length === 0) throw new RatesRefusedError(`the ECB file has no rates on ${date}`)
  return { date, rates }
}
