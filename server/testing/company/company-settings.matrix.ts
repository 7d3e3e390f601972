import { COMPANY_TWO_FACTOR_API } from '../../../shared/two-factor/two-factor-contract.ts'
import { type MatrixSample, noInput } from '../business-matrix/matrix-sample.ts'
import { json } from './company-test-kit.ts'

/** The company's two-factor setting (ASVS rows 35 and 38). */
export const COMPANY_SETTINGS_MATRIX: MatrixSample[] = [
  noInput('GET', COMPANY_TWO_FACTOR_API),
  {
    method: 'PUT',
    url: COMPANY_TWO_FACTOR_API,
    // Off, the company's default: turning it on would make every later call of the company need a second factor.
    build: () => json('PUT', COMPANY_TWO_FACTOR_API, { required: false }),
  },
]
