import type { THomepageMessageSaveRequest } from '../../shared/business/homepage-messages-schemas.ts'
import { PAYMENT_API } from '../../shared/business/payment-contract.ts'
// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type {
  TCard,
  TCardReference,
  TCompanyCard,
  TCompanyCardCreateRequest,
  TMyCardsResponse,
  TPaymentOptionsResponse,
} from '../../shared/business/payment-schemas.ts'
import { REPORTING_FIELDS_API } from '../../shared/business/reporting-fields-contract.ts'
import type {
  TReportingField,
  TReportingFieldListResponse,
  TReportingFieldSaveRequest,
} from '../../shared/business/reporting-fields-schemas.ts'
import type { TAccountPermissions } from '../../shared/business/travel-settings-schemas.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import {
  expenseExportEndpoints as expenseExport,
  homepageMessagesEndpoints as homepageMessages,
  travelSettingsEndpoints as travelSettings,
} from './endpoints.gen.ts'

/** Payment options, trip reporting fields, travel settings and homepage messages (decision 057). */
export function paymentFieldsApi(client: () => ApiClient) {
  return {
    options: () => client().get<TPaymentOptionsResponse>(PAYMENT_API.options),
    addCompanyCard: (input: TCompanyCardCreateRequest) =>
      client().postJson<TCompanyCard>(PAYMENT_API.companyCards, input),
    removeCompanyCard: (id: string) => client().delete<unknown>(PAYMENT_API.companyCard(id)),
    setInvoice: (enabled: boolean) => client().put<TPaymentOptionsResponse>(PAYMENT_API.invoice, { enabled }),
    myCards: () => client().get<TMyCardsResponse>(PAYMENT_API.myCards),
    addMyCard: (card: TCardReference) => client().postJson<TCard>(PAYMENT_API.myCards, card),
    removeMyCard: (id: string) => client().delete<unknown>(PAYMENT_API.myCard(id)),
    fields: () => client().get<TReportingFieldListResponse>(REPORTING_FIELDS_API.fields),
    addField: (input: TReportingFieldSaveRequest) =>
      client().postJson<TReportingField>(REPORTING_FIELDS_API.fields, input),
    saveField: (id: string, input: TReportingFieldSaveRequest) =>
      client().put<TReportingField>(REPORTING_FIELDS_API.field(id), input),
    removeField: (id: string) => client().delete<unknown>(REPORTING_FIELDS_API.field(id)),
    orderFields: (ids: string[]) =>
      client().put<TReportingFieldListResponse>(REPORTING_FIELDS_API.order, { ids }),
    accountPermissions: () => callEndpoint(client(), travelSettings.accountPermissions),
    saveAccountPermissions: (input: TAccountPermissions) =>
      callEndpoint(client(), travelSettings.saveAccountPermissions, { body: input }),
    multiRoom: () => callEndpoint(client(), travelSettings.multiRoom),
    setMultiRoom: (enabled: boolean) =>
      callEndpoint(client(), enabled ? travelSettings.enableMultiRoom : travelSettings.disableMultiRoom),
    messages: () => callEndpoint(client(), homepageMessages.messages),
    addMessage: (input: THomepageMessageSaveRequest) =>
      callEndpoint(client(), homepageMessages.create, { body: input }),
    saveMessage: (id: string, input: THomepageMessageSaveRequest) =>
      callEndpoint(client(), homepageMessages.save, { params: { id }, body: input }),
    removeMessage: (id: string) => callEndpoint(client(), homepageMessages.remove, { params: { id } }),
    expenseExport: () => callEndpoint(client(), expenseExport.status),
    connectExpense: (companyId: string, endpointUrl: string) =>
      callEndpoint(client(), expenseExport.connect, {
        params: { hash: companyId },
        query: { expenseManagementSystemCode: 'EXPENSIFY' },
        body: { endpointUrl },
      }),
    disconnectExpense: () => callEndpoint(client(), expenseExport.disconnect),
  }
}
export type PaymentFieldsApi = ReturnType<typeof paymentFieldsApi>

/** The browser's calls; the client is made on the first call, never while rendering. */
export function browserPaymentFieldsApi(): PaymentFieldsApi {
  return paymentFieldsApi(browserApiClient)
}
