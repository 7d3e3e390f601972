import fs from 'node:fs'
import path from 'node:path'
import { ALL_SAMPLES } from '../../server/testing/business-matrix/all-samples.ts'
import {
  ROUTE_MATRIX_FILE,
  renderRouteMatrix,
} from '../../server/testing/business-matrix/route-matrix-report.ts'
import { startTestApp } from '../../server/testing/test-app.ts'
import {
  ENDPOINT_ROUTES_DIR,
  ENDPOINT_ROUTES_FILE,
  findEndpoints,
  OPENAPI_FILE,
  openapiDocument,
  ROOT,
  renderEndpointRoutes,
} from './api-docs.ts'

/**
 * `npm run openapi`: writes docs/openapi.json, the browser's endpoint routes and the business route matrix
 * (docs/route-matrix.md, as `npm run matrix:report` does) from the declarations.
 */
// The routes directory is written anew, so that a declaration module removed leaves no file behind.
fs.rmSync(path.join(ROOT, ENDPOINT_ROUTES_DIR), { recursive: true, force: true })
fs.mkdirSync(path.join(ROOT, ENDPOINT_ROUTES_DIR), { recursive: true })
for (const [file, text] of renderEndpointRoutes(await findEndpoints()))
  fs.writeFileSync(path.join(ROOT, file), text)
const t = await startTestApp('pglite')
try {
  fs.writeFileSync(path.join(ROOT, OPENAPI_FILE), await openapiDocument(t.app))
  fs.writeFileSync(path.join(ROOT, ROUTE_MATRIX_FILE), renderRouteMatrix(t.app.routeTable, ALL_SAMPLES))
} finally {
  await t.close()
}
console.log(`wrote ${OPENAPI_FILE}, ${ENDPOINT_ROUTES_FILE} and ${ROUTE_MATRIX_FILE}`)
