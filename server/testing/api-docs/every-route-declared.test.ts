import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ENDPOINT_ROUTES_DIR,
  ENDPOINT_ROUTES_FILE,
  type FoundEndpoint,
  findEndpoints,
  OPENAPI_FILE,
  openapiDocument,
  ROOT,
  renderEndpointRoutes,
} from '../../../scripts/api/api-docs.ts'
import { startTestApp, type TestApp } from '../test-app.ts'

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

/** Issue 28 item 1 (decision 107): each endpoint is one declaration, which the route, the caller and the document share. */
describe('every route and its declaration', () => {
  let t: TestApp
  let found: FoundEndpoint[]
  beforeAll(async () => {
    t = await startTestApp('pglite')
    await t.app.ready()
    found = await findEndpoints()
  })
  afterAll(() => t?.close())

  const apiRoutes = () => t.app.routeTable.filter((r) => r.method !== 'HEAD' && !r.hidden)

  it('registers every API route from a declaration (pages and files register with schema.hide)', () => {
    const undeclared = apiRoutes()
      .filter((r) => !r.endpoint)
      .map((r) => `${r.method} ${r.url}`)
    expect(undeclared).toEqual([])
  })

  it('takes every declaration a route was registered from out of a shared/**/*-endpoints.ts module, once', () => {
    const declarations = new Set(found.map((f) => f.endpoint))
    const registered = apiRoutes().flatMap((r) => (r.endpoint ? [r.endpoint] : []))
    expect(registered.filter((e) => !declarations.has(e)).map((e) => `${e.method} ${e.path}`)).toEqual([])
    const keys = found.map((f) => `${f.endpoint.method} ${f.endpoint.path}`)
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
    // A declaration nobody registers would document a call that does not exist.
    const registeredSet = new Set(registered)
    expect(found.filter((f) => !registeredSet.has(f.endpoint)).map((f) => f.keys.join('.'))).toEqual([])
  })

  it('lists every API route in docs/openapi.json, as `npm run openapi` writes it now', async () => {
    const document = await openapiDocument(t.app)
    const paths = (JSON.parse(document) as { paths: Record<string, Record<string, unknown>> }).paths
    const missing = apiRoutes().filter((r) => !paths[openapiPath(r.url)]?.[r.method.toLowerCase()])
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([])
    expect(read(OPENAPI_FILE), 'docs/openapi.json is out of date: run npm run openapi').toBe(document)
  })

  it('gives the browser the routes of every declaration, as `npm run openapi` writes them now', () => {
    const files = renderEndpointRoutes(found)
    for (const [file, text] of files)
      expect(read(file), `${file} is out of date: run npm run openapi`).toBe(text)
    // No file of a declaration module that is gone.
    const written = fs
      .readdirSync(path.join(ROOT, ENDPOINT_ROUTES_DIR))
      .map((f) => `${ENDPOINT_ROUTES_DIR}/${f}`)
    expect(written.filter((f) => !files.has(f))).toEqual([])
    expect(files.has(ENDPOINT_ROUTES_FILE)).toBe(true)
  })
})
