import fs from 'node:fs'
import path from 'node:path'
import { startTestApp } from '../../server/testing/test-app.ts'
import {
  ENDPOINT_ROUTES_FILE,
  findEndpoints,
  OPENAPI_FILE,
  openapiDocument,
  ROOT,
  renderEndpointRoutes,
} from './api-docs.ts'

/** `npm run openapi`: writes docs/openapi.json and the browser's endpoint routes from the declarations. */
fs.writeFileSync(path.join(ROOT, ENDPOINT_ROUTES_FILE), renderEndpointRoutes(await findEndpoints()))
const t = await startTestApp('pglite')
try {
  fs.writeFileSync(path.join(ROOT, OPENAPI_FILE), await openapiDocument(t.app))
} finally {
  await t.close()
}
console.log(`wrote ${OPENAPI_FILE} and ${ENDPOINT_ROUTES_FILE}`)
