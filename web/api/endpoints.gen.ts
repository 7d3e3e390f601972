// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../shared/endpoint.ts'
import type { approvalEndpoints as D0 } from '../../shared/business/approvals-endpoints.ts'
import type { eventsEndpoints as D1 } from '../../shared/business/events-endpoints.ts'
import type { expenseExportEndpoints as D2 } from '../../shared/business/expense-export-endpoints.ts'
import type { homepageMessagesEndpoints as D3 } from '../../shared/business/homepage-messages-endpoints.ts'
import type { paymentEndpoints as D4 } from '../../shared/business/payment-endpoints.ts'
import type { policyEndpoints as D5 } from '../../shared/business/policy-endpoints.ts'
import type { reportingFieldsEndpoints as D6 } from '../../shared/business/reporting-fields-endpoints.ts'
import type { travelSettingsEndpoints as D7 } from '../../shared/business/travel-settings-endpoints.ts'
import type { guidesEndpoints as D8 } from '../../shared/guides/guides-endpoints.ts'
import type { reportingEndpoints as D9 } from '../../shared/reporting/reporting-endpoints.ts'

export const approvalEndpoints = {
  "settings": { method: "GET", path: "/i/api/business/company/v1/settings/autoApproval" } as TEndpointRoute<(typeof D0)["settings"]>,
  "saveSettings": {
    "beforeBooking": { method: "PUT", path: "/i/api/business/company/v1/settings/autoApproval/beforeBooking" } as TEndpointRoute<(typeof D0)["saveSettings"]["beforeBooking"]>,
    "voidWindow": { method: "PUT", path: "/i/api/business/company/v1/settings/autoApproval/voidWindow" } as TEndpointRoute<(typeof D0)["saveSettings"]["voidWindow"]>,
    "off": { method: "PUT", path: "/i/api/business/company/v1/settings/autoApproval/off" } as TEndpointRoute<(typeof D0)["saveSettings"]["off"]>,
  },
  "conflicts": { method: "GET", path: "/i/api/business/approvals/v1/conflicts" } as TEndpointRoute<(typeof D0)["conflicts"]>,
  "approvers": { method: "GET", path: "/i/api/business/approvals/v1/approvers" } as TEndpointRoute<(typeof D0)["approvers"]>,
  "saveChain": { method: "PUT", path: "/i/api/business/approvals/v1/approvers" } as TEndpointRoute<(typeof D0)["saveChain"]>,
  "setManager": { method: "PUT", path: "/i/api/business/approvals/v1/managers/:userId" } as TEndpointRoute<(typeof D0)["setManager"]>,
  "removeManager": { method: "DELETE", path: "/i/api/business/approvals/v1/managers/:userId" } as TEndpointRoute<(typeof D0)["removeManager"]>,
  "delegation": { method: "GET", path: "/i/api/business/approvals/v1/delegation" } as TEndpointRoute<(typeof D0)["delegation"]>,
  "saveDelegation": { method: "PUT", path: "/i/api/business/approvals/v1/delegation" } as TEndpointRoute<(typeof D0)["saveDelegation"]>,
  "removeDelegation": { method: "DELETE", path: "/i/api/business/approvals/v1/delegation" } as TEndpointRoute<(typeof D0)["removeDelegation"]>,
  "requests": { method: "GET", path: "/i/api/business/approvals/v1/requests" } as TEndpointRoute<(typeof D0)["requests"]>,
  "pendingCount": { method: "GET", path: "/i/api/business/approvals/v1/requests/count" } as TEndpointRoute<(typeof D0)["pendingCount"]>,
  "decide": { method: "POST", path: "/i/api/business/approvals/v1/requests/:id/decision" } as TEndpointRoute<(typeof D0)["decide"]>,
  "customApprovers": { method: "GET", path: "/i/api/business/approvals/v1/customApprovers" } as TEndpointRoute<(typeof D0)["customApprovers"]>,
  "readLink": { method: "POST", path: "/i/api/approvals/v1/link/read" } as TEndpointRoute<(typeof D0)["readLink"]>,
  "decideByLink": { method: "POST", path: "/i/api/approvals/v1/link/decide" } as TEndpointRoute<(typeof D0)["decideByLink"]>,
  "slack": { method: "GET", path: "/i/api/business/integrations/v1/slack" } as TEndpointRoute<(typeof D0)["slack"]>,
  "saveSlack": { method: "PUT", path: "/i/api/business/integrations/v1/slack" } as TEndpointRoute<(typeof D0)["saveSlack"]>,
  "removeSlack": { method: "DELETE", path: "/i/api/business/integrations/v1/slack" } as TEndpointRoute<(typeof D0)["removeSlack"]>,
}

export const eventsEndpoints = {
  "events": { method: "GET", path: "/i/api/business/events/v1/events" } as TEndpointRoute<(typeof D1)["events"]>,
  "create": { method: "POST", path: "/i/api/business/events/v1/events" } as TEndpointRoute<(typeof D1)["create"]>,
  "event": { method: "GET", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D1)["event"]>,
  "save": { method: "PUT", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D1)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D1)["remove"]>,
}

export const expenseExportEndpoints = {
  "status": { method: "GET", path: "/i/api/business/company/v1/expenseExport" } as TEndpointRoute<(typeof D2)["status"]>,
  "disconnect": { method: "DELETE", path: "/i/api/business/company/v1/expenseExport" } as TEndpointRoute<(typeof D2)["disconnect"]>,
  "connect": { method: "POST", path: "/i/api/business/company/v1/:hash" } as TEndpointRoute<(typeof D2)["connect"]>,
}

export const homepageMessagesEndpoints = {
  "messages": { method: "GET", path: "/i/api/business/company/v1/homepageMessages" } as TEndpointRoute<(typeof D3)["messages"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/homepageMessages" } as TEndpointRoute<(typeof D3)["create"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/homepageMessages/:id" } as TEndpointRoute<(typeof D3)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/homepageMessages/:id" } as TEndpointRoute<(typeof D3)["remove"]>,
  "current": { method: "GET", path: "/i/api/business/me/v1/homepageMessages" } as TEndpointRoute<(typeof D3)["current"]>,
}

export const paymentEndpoints = {
  "options": { method: "GET", path: "/i/api/business/company/v1/paymentOptions" } as TEndpointRoute<(typeof D4)["options"]>,
  "addCompanyCard": { method: "POST", path: "/i/api/business/company/v1/paymentOptions/cards" } as TEndpointRoute<(typeof D4)["addCompanyCard"]>,
  "removeCompanyCard": { method: "DELETE", path: "/i/api/business/company/v1/paymentOptions/cards/:id" } as TEndpointRoute<(typeof D4)["removeCompanyCard"]>,
  "setInvoice": { method: "PUT", path: "/i/api/business/company/v1/paymentOptions/invoice" } as TEndpointRoute<(typeof D4)["setInvoice"]>,
  "myCards": { method: "GET", path: "/i/api/business/me/v1/cards" } as TEndpointRoute<(typeof D4)["myCards"]>,
  "addMyCard": { method: "POST", path: "/i/api/business/me/v1/cards" } as TEndpointRoute<(typeof D4)["addMyCard"]>,
  "removeMyCard": { method: "DELETE", path: "/i/api/business/me/v1/cards/:id" } as TEndpointRoute<(typeof D4)["removeMyCard"]>,
}

export const policyEndpoints = {
  "policy": { method: "GET", path: "/i/api/business/company/v1/settings/policies/:vertical" } as TEndpointRoute<(typeof D5)["policy"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/settings/policies/:vertical" } as TEndpointRoute<(typeof D5)["save"]>,
  "simulate": { method: "POST", path: "/i/api/business/policy/v1/simulate/:vertical" } as TEndpointRoute<(typeof D5)["simulate"]>,
  "sortOrder": { method: "GET", path: "/i/api/business/company/v1/sortOrderSettings" } as TEndpointRoute<(typeof D5)["sortOrder"]>,
  "saveSortOrder": { method: "POST", path: "/i/api/business/company/v1/sortOrderSettings" } as TEndpointRoute<(typeof D5)["saveSortOrder"]>,
  "results": { method: "GET", path: "/i/api/business/policy/v1/results/:vertical" } as TEndpointRoute<(typeof D5)["results"]>,
}

export const reportingFieldsEndpoints = {
  "fields": { method: "GET", path: "/i/api/business/company/v1/tripReportingFields" } as TEndpointRoute<(typeof D6)["fields"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/tripReportingFields" } as TEndpointRoute<(typeof D6)["create"]>,
  "order": { method: "PUT", path: "/i/api/business/company/v1/tripReportingFields/order" } as TEndpointRoute<(typeof D6)["order"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/tripReportingFields/:id" } as TEndpointRoute<(typeof D6)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/tripReportingFields/:id" } as TEndpointRoute<(typeof D6)["remove"]>,
}

export const travelSettingsEndpoints = {
  "accountPermissions": { method: "GET", path: "/i/api/business/company/v1/accountPermissions" } as TEndpointRoute<(typeof D7)["accountPermissions"]>,
  "saveAccountPermissions": { method: "PUT", path: "/i/api/business/company/v1/accountPermissions" } as TEndpointRoute<(typeof D7)["saveAccountPermissions"]>,
  "multiRoom": { method: "GET", path: "/i/api/business/company/v1/multiRoomBookings" } as TEndpointRoute<(typeof D7)["multiRoom"]>,
  "enableMultiRoom": { method: "PUT", path: "/i/api/business/company/v1/multiRoomBookings/enable" } as TEndpointRoute<(typeof D7)["enableMultiRoom"]>,
  "disableMultiRoom": { method: "PUT", path: "/i/api/business/company/v1/multiRoomBookings/disable" } as TEndpointRoute<(typeof D7)["disableMultiRoom"]>,
}

export const guidesEndpoints = {
  "guidebooks": { method: "GET", path: "/i/api/guides/v1/guidebooks" } as TEndpointRoute<(typeof D8)["guidebooks"]>,
  "create": { method: "POST", path: "/i/api/guides/v1/guidebooks" } as TEndpointRoute<(typeof D8)["create"]>,
  "update": { method: "PUT", path: "/i/api/guides/v1/guidebooks/:guidebookId" } as TEndpointRoute<(typeof D8)["update"]>,
  "remove": { method: "DELETE", path: "/i/api/guides/v1/guidebooks/:guidebookId" } as TEndpointRoute<(typeof D8)["remove"]>,
}

export const reportingEndpoints = {
  "summary": { method: "GET", path: "/i/api/business/reporting/v1/summary" } as TEndpointRoute<(typeof D9)["summary"]>,
  "exportCsv": { method: "GET", path: "/i/api/business/reporting/v1/bookings.csv" } as TEndpointRoute<(typeof D9)["exportCsv"]>,
  "tracker": { method: "GET", path: "/i/api/business/reporting/v1/tracker" } as TEndpointRoute<(typeof D9)["tracker"]>,
  "trackerViewers": { method: "GET", path: "/i/api/business/reporting/v1/tracker/viewers" } as TEndpointRoute<(typeof D9)["trackerViewers"]>,
}
