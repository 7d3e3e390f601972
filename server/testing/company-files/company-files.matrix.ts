import crypto from 'node:crypto'
import {
  COMPANY_FILES_API,
  deletionPath,
  logoImagePath,
} from '../../../shared/business/company-files-contract.ts'
import { createCompanyLogoRepository } from '../../repositories/company-logo.repository.ts'
import type { MatrixSample } from '../business-matrix/matrix-sample.ts'
import { multipart, testImage, testPdf } from './company-files-test-kit.ts'

/**
 * The routes of decision 035 for the route matrix and the two-company sweep (ASVS rows 35 and 38).
 * The deletion routes need the COMPANY_DELETION feature (the matrix company has every feature). The
 * DELETE sample is a well-formed link the company never asked for, so a permitted caller gets 404
 * DELETION_LINK_INVALID and the shared company survives the matrix; the permission checks run first,
 * and the route tests delete companies for real.
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
  { method: 'POST', url: COMPANY_FILES_API.sendDeletionEmail, build: () => ({}) },
  {
    method: 'DELETE',
    url: COMPANY_FILES_API.deletion,
    ok: 404,
    build: () => ({
      url: deletionPath({
        confirmationCode: crypto.randomBytes(4).toString('hex').toUpperCase(),
        requestTime: String(Date.now()),
        token: crypto.randomBytes(32).toString('base64url'),
      }),
    }),
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
