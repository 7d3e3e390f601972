import fs from 'node:fs'
import path from 'node:path'
import { startTestApp } from '../test-app.ts'
import { ALL_SAMPLES } from './all-samples.ts'
import { ROUTE_MATRIX_FILE, renderRouteMatrix } from './route-matrix-report.ts'

/** `npm run matrix:report`: writes docs/route-matrix.md from the app's route table. */
const t = await startTestApp('pglite')
try {
  const file = path.join(import.meta.dirname, '../../..', ROUTE_MATRIX_FILE)
  fs.writeFileSync(file, renderRouteMatrix(t.app.routeTable, ALL_SAMPLES))
  console.log(`wrote ${ROUTE_MATRIX_FILE}`)
} finally {
  await t.close()
}
