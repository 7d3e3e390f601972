import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import type { MatrixSample } from '../business-matrix/matrix-sample.ts'
import { sampleAdminOf } from '../business-matrix/sample-kit.ts'
import { json } from './company-test-kit.ts'

/** The company's audit log (ASVS rows 35 and 38). */
export const AUDIT_LOG_MATRIX: MatrixSample[] = [
  {
    method: 'GET',
    url: AUDIT_LOG_API,
    // The company's own entry first, so that a caller of another company has something to not see.
    build: async (ctx) => {
      const admin = await sampleAdminOf(ctx)
      await ctx.t.app.services.audit.record(
        { companyId: ctx.company.id, userId: admin.id, email: admin.email, impersonatorUserId: null },
        {
          action: 'company.settings.update',
          targetType: 'company',
          targetId: ctx.company.id,
          targetLabel: `Matrix sample of ${ctx.company.domain}`,
        },
      )
      return json('GET', AUDIT_LOG_API)
    },
  },
]
