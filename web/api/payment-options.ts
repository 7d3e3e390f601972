// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type { THomepageMessageSaveRequest } from '../../shared/business/homepage-messages-schemas.ts'
import type { TCardReference, TCompanyCardCreateRequest } from '../../shared/business/payment-schemas.ts'
import type { TReportingFieldSaveRequest } from '../../shared/business/reporting-fields-schemas.ts'
import type { TAccountPermissions } from '../../shared/business/travel-settings-schemas.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import {
  expenseExportEndpoints as expenseExport,
  homepageMessagesEndpoints as homepageMessages,
  paymentEndpoints as payment,
  reportingFieldsEndpoints as reportingFields,
  travelSettingsEndpoints as travelSettings,
} from './endpoints.gen.ts'

/** Payment options, trip reporting fields, travel settings and homepage messages (decision 057). */
export function paymentFieldsApi(client: () => ApiClient) {
  return {
    options: () => callEndpoint(client(), payment.options),
    addCompanyCard: (input: TCompanyCardCreateRequest) =>
      callEndpoint(client(), payment.addCompanyCard, { body: input }),
    removeCompanyCard: (id: string) => callEndpoint(client(), payment.removeCompanyCard, { params: { id } }),
    setInvoice: (enabled: boolean) => callEndpoint(client(), payment.setInvoice, { body: { enabled } }),
    myCards: () => callEndpoint(client(), payment.myCards),
    addMyCard: (card: TCardReference) => callEndpoint(client(), payment.addMyCard, { body: card }),
    removeMyCard: (id: string) => callEndpoint(client(), payment.removeMyCard, { params: { id } }),
    fields: () => callEndpoint(client(), reportingFields.fields),
    addField: (input: TReportingFieldSaveRequest) =>
      callEndpoint(client(), reportingFields.create, { body: input }),
    saveField: (id: string, input: TReportingFieldSaveRequest) =>
      callEndpoint(client(), reportingFields.save, { params: { id }, body: input }),
    removeField: (id: string) => callEndpoint(client(), reportingFields.remove, { params: { id } }),
    orderFields: (ids: string[]) => callEndpoint(client(), reportingFields.order, { body: { ids } }),
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
