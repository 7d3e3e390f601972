import crypto from 'node:crypto'
import { sql } from 'kysely'
import {
  COMPANY_FILES_API,
  deletionPath,
  logoImagePath,
  type TDeletionLink,
} from '../../../shared/business/company-files-contract.ts'
import { createCompanyDeletionRepository } from '../../repositories/company-deletion.repository.ts'
import { createCompanyLogoRepository } from '../../repositories/company-logo.repository.ts'
import { deletionTokenHash } from '../../services/company-files/company-deletion.service.ts'
import type { MatrixContext, MatrixSample } from '../business-matrix/matrix-sample.ts'
import { multipart, testImage, testPdf } from './company-files-test-kit.ts'

/** Deletion is a feature a company may have off; the samples switch it on for the caller's company. */
async function withDeletionFeature({ t, company }: MatrixContext): Promise<void> {
  await sql`update companies set features = array_append(features, 'COMPANY_DELETION')
    where id = ${company.id} and not ('COMPANY_DELETION' = any(features))`.execute(t.database.db)
  await t.app.services.sessionEvictions.publish({ companyId: company.id })
}

/**
 * The routes of decision 035 for the route matrix and the two-company sweep (ASVS rows 35 and 38).
 * The DELETE sample deletes the caller's company when it is allowed: give it a company of its own.
 */
export const COMPANY_FILES_MATRIX: MatrixSample[] = [
  {
    method: 'POST',
    url: COMPANY_FILES_API.logo,
    build: async () => ({
      ...multipart([
        {
          name: 'multipartFile',
          file: { filename: 'logo.png', contentType: 'image/png', bytes: await testImage('png') },
        },
      ]),
    }),
  },
  { method: 'POST', url: COMPANY_FILES_API.logoDelete, build: () => ({}) },
  {
    method: 'GET',
    url: COMPANY_FILES_API.logoImage,
    build: async ({ t, company }) => {
      const version = crypto.randomBytes(8).toString('hex')
      const image = await testImage('png')
      await createCompanyLogoRepository(t.database.db).save({
        company_id: company.id,
        version,
        content_type: 'image/png',
        width: 64,
        height: 48,
        image,
        updated_by_user_id: null,
      })
      return { url: logoImagePath(version) }
    },
  },
  {
    method: 'POST',
    url: COMPANY_FILES_API.sendDeletionEmail,
    build: async (ctx) => {
      await withDeletionFeature(ctx)
      return {}
    },
  },
  {
    method: 'DELETE',
    url: COMPANY_FILES_API.deletion,
    build: async (ctx) => {
      await withDeletionFeature(ctx)
      const { t, company } = ctx
      const requester = await t.database.db
        .selectFrom('business_profiles')
        .select('user_id')
        .where('company_id', '=', company.id)
        .executeTakeFirstOrThrow()
      const now = new Date()
      const link: TDeletionLink = {
        confirmationCode: crypto.randomBytes(4).toString('hex').toUpperCase(),
        requestTime: String(now.getTime()),
        token: crypto.randomBytes(32).toString('base64url'),
      }
      await createCompanyDeletionRepository(t.database.db).insertRequest({
        company_id: company.id,
        requested_by_user_id: requester.user_id,
        confirmation_code: link.confirmationCode,
        requested_at: now,
        token_hash: deletionTokenHash(t.config.secret, company.id, link),
        expires_at: new Date(now.getTime() + 60_000),
      })
      return { url: deletionPath(link) }
    },
  },
  { method: 'POST', url: COMPANY_FILES_API.requestDemo, build: () => ({ payload: { message: 'A demo' } }) },
  { method: 'POST', url: COMPANY_FILES_API.postponeDemo, build: () => ({ payload: { days: 7 } }) },
  {
    method: 'POST',
    url: COMPANY_FILES_API.addToWaitlist,
    build: () => ({ payload: { feature: 'INBOX_SYNC' } }),
  },
  {
    method: 'POST',
    url: COMPANY_FILES_API.contactAccountManager,
    build: () =>
      multipart([
        { name: 'subject', value: 'Matrix' },
        { name: 'description', value: 'A message.' },
        { name: 'attachment', file: { filename: 'a.pdf', contentType: 'application/pdf', bytes: testPdf() } },
      ]),
  },
  {
    method: 'POST',
    url: COMPANY_FILES_API.issueReport,
    build: () =>
      multipart([
        { name: 'summary', value: 'Matrix' },
        { name: 'description', value: 'A report.' },
        { name: 'topic', value: 'other' },
      ]),
  },
]
