import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import realTable from '../../content/money/exchange-rates.json' with { type: 'json' }
import { type TExchangeRates, ZExchangeRatesSchema } from '../../shared/money/exchange-rates-schema.ts'
import { parseEcbReferenceFile } from './ecb-reference-file.ts'
import { refreshTable, runCli } from './refresh-rates.cli.ts'

const SAMPLE = path.join(import.meta.dirname, 'testdata/eurofxref-daily.xml')
const sampleXml = fs.readFileSync(SAMPLE, 'utf8')

const TABLE: TExchangeRates = {
  base: 'EUR',
  date: '2026-11-20',
  source: 'by hand',
  rates: { EUR: 1, JPY: 181.42, KRW: 1702.35, USD: 1.1587 },
  others: { date: '2026-11-18', source: 'by hand too', rates: { AED: 4.2553, ISK: 150, VND: 30590 } },
}

let dir: string
let tablePath: string
let out: string[]
let err: string[]
const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }
const table = () => ZExchangeRatesSchema.parse(JSON.parse(fs.readFileSync(tablePath, 'utf8')))
const run = (...args: string[]) => runCli(args, io, { tablePath, cwd: dir })

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-rates-'))
  tablePath = path.join(dir, 'exchange-rates.json')
  fs.writeFileSync(tablePath, JSON.stringify(TABLE))
  out = []
  err = []
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('npm run rates', () => {
  it('writes the ECB’s day and rates, says what changed, and keeps the others', async () => {
    expect(await run(SAMPLE)).toBe(0)
    expect(err).toEqual([])
    expect(out).toContain('date 2026-11-20 → 2026-11-27')
    expect(out).toContain('USD 1.1587 → 1.1592')
    expect(out).toContain('KRW 1702.35 → 1703.12')
    expect(out).toContain('GBP added: 0.8771')
    expect(out).toContain('ISK 150 (others) → 147.9 (ECB)')
    expect(out.at(-1)).toBe("wrote the ECB's rates of 2026-11-27; others kept as they were (of 2026-11-18)")
    const written = table()
    expect(written.date).toBe('2026-11-27')
    expect(written.source).toMatch(/European Central Bank/)
    expect(Object.keys(written.rates)).toHaveLength(30) // 29 currencies and the euro
    expect(written.rates).toMatchObject({ EUR: 1, USD: 1.1592, JPY: 181.35, GBP: 0.8771, IDR: 19341.27 })
    expect(written.others).toEqual({
      date: '2026-11-18',
      source: 'by hand too',
      rates: { AED: 4.2553, VND: 30590 },
    })
  })

  it('reads a relative path from where the command was typed; says so when nothing changed', async () => {
    expect(await run(SAMPLE)).toBe(0)
    const before = fs.readFileSync(tablePath, 'utf8')
    out = []
    fs.copyFileSync(SAMPLE, path.join(dir, 'daily.xml'))
    expect(await run('daily.xml')).toBe(0)
    expect(out).toEqual(["no change: the table already has the ECB's rates of 2026-11-27"])
    expect(fs.readFileSync(tablePath, 'utf8')).toBe(before)
  })

  const broken: Array<[string, string, RegExp]> = [
    ['not XML', sampleXml.slice(0, 400), /^rates refused: not XML: /],
    [
      'not the ECB’s',
      sampleXml.replace('European Central Bank', 'Bank of Nowhere'),
      /not an ECB reference-rate file/,
    ],
    ['other XML', '<?xml version="1.0"?><rss><channel/></rss>', /not an ECB reference-rate file/],
    ['no day', sampleXml.replace(" time='2026-11-27'", ''), /has no day of rates/],
    ['a bad day', sampleXml.replace('2026-11-27', '2026-13-01'), /has no day of rates/],
    ['no USD', sampleXml.replace(/.*currency='USD'.*\n/, ''), /lacks USD, which the table has from the ECB/],
    ['a bad rate', sampleXml.replace("rate='1.1592'", "rate='1,1592'"), /malformed rate on 2026-11-27/],
    ['USD twice', sampleXml.replace("<Cube currency='JPY'", "<Cube currency='USD'"), /USD twice/],
    [
      'an older day',
      sampleXml.replaceAll('2026-11-27', '2026-11-19'),
      /older than the table's of 2026-11-20/,
    ],
  ]
  for (const [what, xml, message] of broken) {
    it(`refuses a file with ${what}, in one line and exit code 1, leaving the table`, async () => {
      fs.writeFileSync(path.join(dir, 'broken.xml'), xml)
      expect(await run('broken.xml')).toBe(1)
      expect(out).toEqual([])
      expect(err).toHaveLength(1)
      expect(err[0]).toMatch(message)
      expect(err[0]).toMatch(/^rates refused: [^\n]*$/)
      expect(table()).toEqual(TABLE)
    })
  }

  it('refuses a missing file, a bad table and a wrong call in one line', async () => {
    expect(await run('nowhere.xml')).toBe(1)
    expect(await run()).toBe(1)
    fs.writeFileSync(tablePath, '{"base":"EUR"}')
    expect(await run(SAMPLE)).toBe(1)
    expect(err).toEqual([
      'rates refused: cannot read nowhere.xml: ENOENT',
      'usage: npm run rates -- <eurofxref-daily.xml path or http(s) URL>',
      expect.stringMatching(/^rates refused: the table .* is not valid: /),
    ])
  })

  it('reads the file from an http URL, and refuses an HTTP error', async () => {
    const server = http.createServer((request, response) => {
      if (request.url === '/eurofxref-daily.xml') response.end(sampleXml)
      else response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      expect(await run(`${base}/missing.xml`)).toBe(1)
      expect(err).toEqual([`rates refused: cannot fetch ${base}/missing.xml: HTTP 404`])
      expect(await run(`${base}/eurofxref-daily.xml`)).toBe(0)
      expect(table().rates.USD).toBe(1.1592)
    } finally {
      server.close()
    }
  })

  it('accepts the sample for the real table: it has every currency the table has from the ECB', () => {
    const real = ZExchangeRatesSchema.parse(realTable)
    const { table: next } = refreshTable({ ...real, date: '2026-11-01' }, parseEcbReferenceFile(sampleXml))
    expect(next.others).toEqual(real.others)
    expect(Object.keys(next.rates).sort()).toEqual(Object.keys(real.rates).sort())
  })
})
