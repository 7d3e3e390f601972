// `npm run rates -- <eurofxref-daily.xml path or http(s) URL>`: rewrites content/money/exchange-rates.json
// with the European Central Bank's reference rates of the file's day. Currencies the ECB does not publish
// (`others`) are kept as they are, with their own day. Refuses, with one line and exit code 1, a file that
// is not the ECB's, has no day, is older than the table, or lacks a currency the table has from the ECB.
// The server reads the table at start: restart it after a refresh.
import fs from 'node:fs'
import path from 'node:path'
import { type TExchangeRates, ZExchangeRatesSchema } from '../../shared/money/exchange-rates-schema.ts'
import { type EcbRates, parseEcbReferenceFile, RatesRefusedError } from './ecb-reference-file.ts'

export const TABLE_PATH = path.resolve(import.meta.dirname, '../../content/money/exchange-rates.json')

const sorted = (rates: Record<string, number>) =>
  Object.fromEntries(Object.entries(rates).sort(([a], [b]) => a.localeCompare(b)))

/** The table with the ECB's day and rates, and a line for each change; refuses what would lose a rate. */
export function refreshTable(
  table: TExchangeRates,
  ecb: EcbRates,
): { table: TExchangeRates; changes: string[] } {
  if (table.base !== 'EUR') throw new RatesRefusedError(`the table's base is ${table.base}, the ECB's is EUR`)
  if (ecb.date < table.date) {
    throw new RatesRefusedError(`the file's rates of ${ecb.date} are older than the table's of ${table.date}`)
  }
  const lacking = Object.keys(table.rates).filter((code) => code !== 'EUR' && !(code in ecb.rates))
  if (lacking.length > 0) {
    throw new RatesRefusedError(
      `the file lacks ${lacking.join(', ')}, which the table has from the ECB (edit the table by hand if the ECB dropped it)`,
    )
  }
  const changes: string[] = []
  if (ecb.date !== table.date) changes.push(`date ${table.date} → ${ecb.date}`)
  const others = { ...table.others?.rates }
  for (const [code, rate] of Object.entries(sorted(ecb.rates))) {
    const old = table.rates[code]
    if (code in others) {
      changes.push(`${code} ${others[code]} (others) → ${rate} (ECB)`)
      delete others[code]
    } else if (old === undefined) changes.push(`${code} added: ${rate}`)
    else if (old !== rate) changes.push(`${code} ${old} → ${rate}`)
  }
  const next: TExchangeRates = {
    base: 'EUR',
    date: ecb.date,
    source: `European Central Bank euro foreign exchange reference rates of ${ecb.date} (eurofxref-daily.xml), written by npm run rates`,
    rates: sorted({ ...ecb.rates, EUR: 1 }),
  }
  if (table.others) next.others = { ...table.others, rates: others }
  if (changes.length === 0 && next.source !== table.source) changes.push(`source → ${next.source}`)
  return { table: ZExchangeRatesSchema.parse(next), changes }
}

async function readSource(source: string, cwd: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    let response: Response
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(30_000) })
    } catch (error) {
      throw new RatesRefusedError(`cannot fetch ${source}: ${(error as Error).message}`)
    }
    if (!response.ok) throw new RatesRefusedError(`cannot fetch ${source}: HTTP ${response.status}`)
    return response.text()
  }
  try {
    return fs.readFileSync(path.resolve(cwd, source), 'utf8')
  } catch (error) {
    throw new RatesRefusedError(`cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`)
  }
}

function readTable(tablePath: string): TExchangeRates {
  let json: unknown
  try {
    json = JSON.parse(fs.readFileSync(tablePath, 'utf8'))
  } catch (error) {
    throw new RatesRefusedError(`cannot read the table ${tablePath}: ${(error as Error).message}`)
  }
  const parsed = ZExchangeRatesSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new RatesRefusedError(
      `the table ${tablePath} is not valid: ${issue?.path.join('.')} ${issue?.message}`,
    )
  }
  return parsed.data
}

export interface RefreshOptions {
  /** A path (relative to `cwd`) or an http(s) URL of the ECB's eurofxref-daily.xml. */
  source: string
  tablePath?: string
  cwd?: string
}

/** Reads the source, rewrites the table (only when something changed) and returns the changes. */
export async function refreshRates(
  options: RefreshOptions,
): Promise<{ date: string; othersDate: string | null; changes: string[] }> {
  const tablePath = options.tablePath ?? TABLE_PATH
  const table = readTable(tablePath)
  const ecb = parseEcbReferenceFile(await readSource(options.source, options.cwd ?? process.cwd()))
  const { table: next, changes } = refreshTable(table, ecb)
  if (changes.length > 0) {
    const temporary = `${tablePath}.${process.pid}.tmp`
    fs.writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`)
    fs.renameSync(temporary, tablePath)
  }
  return { date: ecb.date, othersDate: next.others?.date ?? null, changes }
}

export interface CliOutput {
  out(line: string): void
  err(line: string): void
}

/** The command: its exit code, 0 or 1; what it says goes to `io`, a refusal as one line. */
export async function runCli(args: readonly string[], io: CliOutput, options: Partial<RefreshOptions> = {}) {
  const source = args[0]
  if (!source || args.length > 1) {
    io.err('usage: npm run rates -- <eurofxref-daily.xml path or http(s) URL>')
    return 1
  }
  try {
    const { date, othersDate, changes } = await refreshRates({ ...options, source })
    const kept = othersDate ? `; others kept as they were (of ${othersDate})` : ''
    if (changes.length === 0) io.out(`no change: the table already has the ECB's rates of ${date}`)
    else for (const line of [...changes, `wrote the ECB's rates of ${date}${kept}`]) io.out(line)
    return 0
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    io.err(`rates refused: ${message.split('\n')[0]}`)
    return 1
  }
}

if (import.meta.main) {
  // npm runs scripts in the project's folder; INIT_CWD is where the operator typed the command.
  const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) }
  process.exitCode = await runCli(process.argv.slice(2), io, { cwd: process.env.INIT_CWD ?? process.cwd() })
}
