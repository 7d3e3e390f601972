// `npm run gvl -- <vendor-list.json file or https URL> [--translations ko=<file or URL>]...`: imports an IAB
// Global Vendor List (v3) as a new version that every instance takes up within a minute (decision 103).
import { readFile } from 'node:fs/promises'
import { createIabVendorListRepository } from '../repositories/iab-vendor-list.repository.ts'
import { GvlImportError, importGvl } from '../services/privacy/iab/gvl-import.ts'
import { iabContent } from '../services/privacy/iab/iab-content.ts'
import { cliFailure, line, parseCliArgs, runInCliContext } from './cli-kit.ts'

export const USAGE = `usage:
  npm run gvl -- <vendor-list.json file or https URL> [--translations <language>=<file or URL>]...
  e.g. npm run gvl -- https://vendor-list.consensu.org/v3/vendor-list.json \\
         --translations ko=https://vendor-list.consensu.org/v3/purposes-ko.json`

/** A real list is about 1.5 MB; anything far past it is not one. */
const MAX_BYTES = 32 * 1024 * 1024
const FETCH_TIMEOUT_MS = 60_000

const fail = cliFailure('gvl', USAGE)

/** The JSON of a file or an https address; a one-line GvlImportError saying which when it cannot be had. */
async function readSource(source: string): Promise<unknown> {
  let text: string
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) {
    if (!source.toLowerCase().startsWith('https://'))
      throw new GvlImportError(`${source}: only https addresses are fetched`)
    let response: Response
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' })
    } catch (error) {
      throw new GvlImportError(`${source}: cannot fetch (${(error as Error).message})`)
    }
    if (!response.ok) throw new GvlImportError(`${source}: the server answered ${response.status}`)
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES)
      throw new GvlImportError(`${source}: larger than ${MAX_BYTES} bytes`)
    text = await response.text()
  } else {
    try {
      text = await readFile(source, 'utf8')
    } catch (error) {
      throw new GvlImportError(`${source}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})`)
    }
  }
  if (text.length > MAX_BYTES) throw new GvlImportError(`${source}: larger than ${MAX_BYTES} bytes`)
  try {
    return JSON.parse(text)
  } catch {
    throw new GvlImportError(`${source}: not JSON`)
  }
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseCliArgs(
    { args: argv, allowPositionals: true, options: { translations: { type: 'string', multiple: true } } },
    fail,
  )
  if (typeof parsed === 'number') return parsed
  const [source] = parsed.positionals
  if (!source || parsed.positionals.length !== 1) return fail('say which vendor list to import', true)
  const sources = new Map<string, string>()
  for (const pair of parsed.values.translations ?? []) {
    const at = pair.indexOf('=')
    if (at < 1 || at === pair.length - 1)
      return fail(`--translations ${pair}: write <language>=<file or URL>`, true)
    const language = pair.slice(0, at).toLowerCase()
    if (sources.has(language)) return fail(`--translations ${language} is given twice`)
    sources.set(language, pair.slice(at + 1))
  }
  let list: unknown
  const translations = new Map<string, unknown>()
  try {
    list = await readSource(source)
    for (const [language, from] of sources) translations.set(language, await readSource(from))
  } catch (error) {
    if (error instanceof GvlImportError) return fail(error.message)
    throw error
  }
  return runInCliContext(fail, GvlImportError, async (ctx) => {
    const repo = createIabVendorListRepository(ctx.database.db)
    const done = await importGvl(repo, iabContent().latestVersion, { list, translations })
    const languages = done.languages.length ? ` and translations ${done.languages.join(', ')}` : ''
    console.log(line`gvl: imported version ${done.version} with ${done.vendorCount} vendors${languages}`)
    return 0
  })
}

process.exitCode = await main(process.argv.slice(2))
