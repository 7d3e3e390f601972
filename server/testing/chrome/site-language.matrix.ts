import { PICKER_API } from '../../../shared/pickers/picker-contract.ts'
import type { MatrixSample } from '../business-matrix/matrix-sample.ts'
import { json } from '../company/company-test-kit.ts'

/** A business member's site language (ASVS rows 35 and 38). */
export const SITE_LANGUAGE_MATRIX: MatrixSample[] = [
  {
    method: 'POST',
    url: PICKER_API.businessSetLanguage,
    build: () => json('POST', PICKER_API.businessSetLanguage, { localeCode: 'en-US' }),
  },
]
