import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { TEndpoint } from '../../shared/endpoint.ts'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const OPENAPI_FILE = 'docs/openapi.json'
export const ENDPOINT_ROUTES_FILE = 'web/api/endpoints.gen.ts'

/** A declaration found in a `shared/**\/*-endpoints.ts` module, by its export and key path. */
export interface FoundEndpoint {
  file: string
  exportName: string
  keys: string[]
  endpoint: TEndpoint
}

const isEndpoint = (value: unknown): value is TEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TEndpoint).method === 'string' &&
  typeof (value as TEndpoint).path === 'string' &&
  'response' in value

function collect(value: unknown, keys: string[], found: Omit<FoundEndpoint, 'keys' | 'endpoint'>) {
  if (isEndpoint(value)) return [{ ...found, keys, endpoint: value }]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]): FoundEndpoint[] =>
    collect(child, [...keys, key], found),
  )
}

/** Every declaration (decision 107): the modules are found by name, so that no list is kept by hand. */
export async function findEndpoints(): Promise<FoundEndpoint[]> {
  const files = fs
    .readdirSync(path.join(ROOT, 'shared'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('-endpoints.ts'))
    .map((f) => path.posix.join('shared', f.split(path.sep).join('/')))
    .sort()
  const found: FoundEndpoint[] = []
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(ROOT, file)).href)) as Record<string, unknown>
    for (const [exportName, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b)))
      found.push(...collect(value, [], { file, exportName }))
  }
  return found
}

/** Where each declaration module's routes are written for the browser, one file per module. */
export const ENDPOINT_ROUTES_DIR = 'web/api/endpoints'

const HEADER = '// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.'

/**
 * The browser's routes (decision 107): each declaration's method and path, typed by the declaration
 * through a type import, so that the browser calls endpoints without loading their zod schemas. One file
 * per declaration module under web/api/endpoints/, and web/api/endpoints.gen.ts re-exporting them all.
 * Answers the files by path from the root.
 */
export function renderEndpointRoutes(found: readonly FoundEndpoint[]): Map<string, string> {
  const files = new Map<string, string>()
  const index = [HEADER]
  const modules = [...new Set(found.map((f) => f.file))]
  for (const file of modules) {
    const name = path.basename(file).replace(/\.ts$/, '.gen.ts')
    const inModule = found.filter((f) => f.file === file)
    const exports = [...new Set(inModule.map((f) => f.exportName))]
    const lines = [HEADER, "import type { TEndpointRoute } from '../../../shared/endpoint.ts'"]
    lines.push(`import type { ${exports.map((e, i) => `${e} as D${i}`).join(', ')} } from '../../../${file}'`)
    exports.forEach((exportName, i) => {
      const tree = renderTree(
        inModule.filter((f) => f.exportName === exportName),
        `D${i}`,
      )
      lines.push('', `export const ${exportName} = ${tree}`)
    })
    files.set(`${ENDPOINT_ROUTES_DIR}/${name}`, `${lines.join('\n')}\n`)
    index.push(`export { ${exports.join(', ')} } from './endpoints/${name}'`)
  }
  files.set(ENDPOINT_ROUTES_FILE, `${index.join('\n')}\n`)
  return files
}

function renderTree(entries: readonly FoundEndpoint[], typeName: string, depth = 0): string {
  const single = entries.length === 1 && entries[0]?.keys.length === depth ? entries[0] : undefined
  if (single) {
    const access = single.keys.map((k) => `[${JSON.stringify(k)}]`).join('')
    const { method, path: route, bodyType } = single.endpoint
    const form = bodyType && bodyType !== 'json' ? `, bodyType: '${bodyType}'` : ''
    return `{ method: ${JSON.stringify(method)}, path: ${JSON.stringify(route)}${form} } as TEndpointRoute<(typeof ${typeName})${access}>`
  }
  const groups = new Map<string, FoundEndpoint[]>()
  for (const entry of entries) {
    const key = entry.keys[depth] as string
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  const pad = '  '.repeat(depth + 1)
  const inner = [...groups].map(
    ([key, group]) => `${pad}${JSON.stringify(key)}: ${renderTree(group, typeName, depth + 1)},`,
  )
  return `{\n${inner.join('\n')}\n${'  '.repeat(depth)}}`
}

/** The OpenAPI 3.1 document of every route the app registers (declared ones with their schemas). */
export async function openapiDocument(app: FastifyInstance): Promise<string> {
  await app.ready()
  return `${JSON.stringify(app.swagger(), null, 2)}\n`
}
