import {
  COMPANY_FILES_FIELDS,
  type ISSUE_TOPICS,
  type TDeletionLink,
} from '../../shared/business/company-files-contract.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { companyFilesEndpoints as api } from './endpoints.gen.ts'

export interface IssueReportInput {
  summary: string
  description: string
  topic: (typeof ISSUE_TOPICS)[number]
  bookingNumber: string
  attachments: readonly File[]
}

/** The company's logo, deletion, demo and waitlist requests, and messages to support (decision 035). */
export function companyFilesApi(client: ApiClient) {
  return {
    // Forms with files: multipart when a file is chosen, url-encoded otherwise (form-body.ts).
    uploadLogo: (file: File) =>
      callEndpoint(client, api.uploadLogo, { body: { [COMPANY_FILES_FIELDS.logo]: file } }),
    removeLogo: () => callEndpoint(client, api.removeLogo),
    sendDeletionEmail: () => callEndpoint(client, api.sendDeletionEmail),
    deleteCompany: (link: TDeletionLink) => callEndpoint(client, api.deleteCompany, { params: link }),
    requestDemo: (input: { phoneNumber?: string; message?: string }) =>
      callEndpoint(client, api.requestDemo, { body: input }),
    postponeDemo: (days?: number) => callEndpoint(client, api.postponeDemo, { body: days ? { days } : {} }),
    addToWaitlist: (feature: string) => callEndpoint(client, api.addToWaitlist, { body: { feature } }),
    contactAccountManager: (input: { subject: string; description: string; attachment: File | null }) =>
      callEndpoint(client, api.contactAccountManager, {
        body: {
          subject: input.subject,
          description: input.description,
          [COMPANY_FILES_FIELDS.attachment]: input.attachment ?? undefined,
        },
      }),
    reportIssue: (input: IssueReportInput) =>
      callEndpoint(client, api.reportIssue, {
        body: {
          summary: input.summary,
          description: input.description,
          topic: input.topic,
          bookingNumber: input.bookingNumber || undefined,
          [COMPANY_FILES_FIELDS.attachments]: [...input.attachments],
        },
      }),
  }
}
export type CompanyFilesApi = ReturnType<typeof companyFilesApi>

/** The browser's instance, made on first use (the module is also bundled for the server render). */
export function browserCompanyFilesApi(): CompanyFilesApi {
  return companyFilesApi(browserApiClient())
}
