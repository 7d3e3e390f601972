import {
  COMPANY_FILES_API,
  COMPANY_FILES_FIELDS,
  deletionPath,
  type TDeletionLink,
} from '../../shared/business/company-files-contract.ts'
// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type {
  TCompanyDeletionResponse,
  TCompanyInterestResponse,
  TCompanyLogoResponse,
  TSendDeletionEmailResponse,
  TSupportMessageResponse,
} from '../../shared/business/company-files-schemas.ts'
import { browserApiClient } from './browser-client.ts'
import type { ApiClient } from './client.ts'

export interface IssueReportInput {
  summary: string
  description: string
  topic: string
  bookingNumber: string
  attachments: readonly File[]
}

/** The company's logo, deletion, demo and waitlist requests, and messages to support (decision 035). */
export function companyFilesApi(client: ApiClient) {
  return {
    uploadLogo: (file: File) =>
      client.postForm<TCompanyLogoResponse>(COMPANY_FILES_API.logo, { [COMPANY_FILES_FIELDS.logo]: file }),
    removeLogo: () => client.postJson<TCompanyLogoResponse>(COMPANY_FILES_API.logoDelete),
    sendDeletionEmail: () => client.postJson<TSendDeletionEmailResponse>(COMPANY_FILES_API.sendDeletionEmail),
    deleteCompany: (link: TDeletionLink) => client.delete<TCompanyDeletionResponse>(deletionPath(link)),
    requestDemo: (input: { phoneNumber?: string; message?: string }) =>
      client.postJson<TCompanyInterestResponse>(COMPANY_FILES_API.requestDemo, input),
    postponeDemo: (days?: number) =>
      client.postJson<TCompanyInterestResponse>(COMPANY_FILES_API.postponeDemo, days ? { days } : {}),
    addToWaitlist: (feature: string) =>
      client.postJson<TCompanyInterestResponse>(COMPANY_FILES_API.addToWaitlist, { feature }),
    contactAccountManager: (input: { subject: string; description: string; attachment: File | null }) =>
      client.postForm<TSupportMessageResponse>(COMPANY_FILES_API.contactAccountManager, {
        subject: input.subject,
        description: input.description,
        [COMPANY_FILES_FIELDS.attachment]: input.attachment,
      }),
    reportIssue: (input: IssueReportInput) =>
      client.postForm<TSupportMessageResponse>(COMPANY_FILES_API.issueReport, {
        summary: input.summary,
        description: input.description,
        topic: input.topic,
        bookingNumber: input.bookingNumber || null,
        [COMPANY_FILES_FIELDS.attachments]: input.attachments,
      }),
  }
}
export type CompanyFilesApi = ReturnType<typeof companyFilesApi>

/** The browser's instance, made on first use (the module is also bundled for the server render). */
export function browserCompanyFilesApi(): CompanyFilesApi {
  return companyFilesApi(browserApiClient())
}
