import { COMPANY_FILES_FIELDS, type TDeletionLink } from '../../shared/business/company-files-contract.ts'
import type { TEndpoint, TEndpointResponse, TEndpointRoute } from '../../shared/endpoint.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient, TFormFields } from './client.ts'
import { companyFilesEndpoints as api } from './endpoints.gen.ts'

export interface IssueReportInput {
  summary: string
  description: string
  topic: string
  bookingNumber: string
  attachments: readonly File[]
}

/**
 * A form with files to a declared route: the route reads the form itself (multipart, or url-encoded when
 * no file was chosen), so its declaration has no body for callEndpoint to type; the answer is typed by it.
 */
const postFiles = <E extends TEndpoint>(
  client: ApiClient,
  route: TEndpointRoute<E>,
  fields: TFormFields,
): Promise<TEndpointResponse<E>> => client.postForm(route.path, fields)

/** The company's logo, deletion, demo and waitlist requests, and messages to support (decision 035). */
export function companyFilesApi(client: ApiClient) {
  return {
    uploadLogo: (file: File) => postFiles(client, api.uploadLogo, { [COMPANY_FILES_FIELDS.logo]: file }),
    removeLogo: () => callEndpoint(client, api.removeLogo),
    sendDeletionEmail: () => callEndpoint(client, api.sendDeletionEmail),
    deleteCompany: (link: TDeletionLink) => callEndpoint(client, api.deleteCompany, { params: link }),
    requestDemo: (input: { phoneNumber?: string; message?: string }) =>
      callEndpoint(client, api.requestDemo, { body: input }),
    postponeDemo: (days?: number) => callEndpoint(client, api.postponeDemo, { body: days ? { days } : {} }),
    addToWaitlist: (feature: string) => callEndpoint(client, api.addToWaitlist, { body: { feature } }),
    contactAccountManager: (input: { subject: string; description: string; attachment: File | null }) =>
      postFiles(client, api.contactAccountManager, {
        subject: input.subject,
        description: input.description,
        [COMPANY_FILES_FIELDS.attachment]: input.attachment,
      }),
    reportIssue: (input: IssueReportInput) =>
      postFiles(client, api.reportIssue, {
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
