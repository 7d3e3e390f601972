import { PEOPLE_API } from '../../../shared/business/people-contract.ts'
import type { TBusinessUser, TFindUsersRequest } from '../../../shared/business/people-schemas.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { json } from '../company/company-test-kit.ts'

/** findUsers as a browser calls it; answers the response and the e-mails of the page. */
export async function find(
  browser: SignedInBrowser,
  body: Partial<TFindUsersRequest> = {},
  paging = '',
): Promise<{
  status: number
  emails: string[]
  body: { content: TBusinessUser[]; paging: Record<string, unknown> }
}> {
  const res = await browser.call(json('POST', `${PEOPLE_API.findUsers}${paging}`, body))
  const parsed = res.json()
  return {
    status: res.statusCode,
    emails: (parsed.content ?? []).map((u: TBusinessUser) => u.email).sort(),
    body: parsed,
  }
}
