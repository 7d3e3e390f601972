import {
  HOMEPAGE_MESSAGES_API as API,
  HOMEPAGE_MESSAGES_ROUTES,
} from '../../../shared/business/homepage-messages-contract.ts'
import { createHomepageMessageRepository } from '../../repositories/homepage-message.repository.ts'
import { type MatrixContext, type MatrixSample, noInput, onNewRow } from '../business-matrix/matrix-sample.ts'
import { sampleAdminOf } from '../business-matrix/sample-kit.ts'
import { json } from '../company/company-test-kit.ts'

export const MESSAGE_BODY = {
  title: 'Book rail for trips under 4 hours',
  body: 'From March, trains are our first choice for short trips.',
  audience: 'everyone' as const,
  groupIds: [],
  startsOn: '2026-01-01',
  endsOn: null,
}

/** A message of the company, written by its sample admin. */
export async function sampleMessage(ctx: MatrixContext): Promise<string> {
  const admin = await sampleAdminOf(ctx)
  return createHomepageMessageRepository(ctx.t.database.db).insert(ctx.company.id, admin.id, MESSAGE_BODY)
}

/** Homepage messages (decision 057). */
export const MESSAGES_MATRIX: MatrixSample[] = [
  noInput('GET', API.messages),
  { method: 'POST', url: API.messages, ok: 201, build: () => json('POST', API.messages, MESSAGE_BODY) },
  {
    method: 'PUT',
    url: HOMEPAGE_MESSAGES_ROUTES.message,
    build: async (ctx) =>
      json('PUT', API.message(await sampleMessage(ctx)), { ...MESSAGE_BODY, title: 'Changed' }),
  },
  onNewRow('DELETE', HOMEPAGE_MESSAGES_ROUTES.message, API.message, sampleMessage),
  noInput('GET', API.current),
]
