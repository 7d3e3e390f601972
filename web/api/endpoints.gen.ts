// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../shared/endpoint.ts'
import type { approvalEndpoints as D0 } from '../../shared/business/approvals-endpoints.ts'
import type { bookOnBehalfEndpoints as D1 } from '../../shared/business/book-on-behalf-endpoints.ts'
import type { eventsEndpoints as D2 } from '../../shared/business/events-endpoints.ts'
import type { expenseExportEndpoints as D3 } from '../../shared/business/expense-export-endpoints.ts'
import type { homepageMessagesEndpoints as D4 } from '../../shared/business/homepage-messages-endpoints.ts'
import type { onboardingEndpoints as D5 } from '../../shared/business/onboarding-endpoints.ts'
import type { paymentEndpoints as D6 } from '../../shared/business/payment-endpoints.ts'
import type { policyEndpoints as D7 } from '../../shared/business/policy-endpoints.ts'
import type { reportingFieldsEndpoints as D8 } from '../../shared/business/reporting-fields-endpoints.ts'
import type { travelSettingsEndpoints as D9 } from '../../shared/business/travel-settings-endpoints.ts'
import type { embedEndpoints as D10 } from '../../shared/embed/embed-endpoints.ts'
import type { guidesEndpoints as D11 } from '../../shared/guides/guides-endpoints.ts'
import type { impersonationEndpoints as D12 } from '../../shared/impersonation/impersonation-endpoints.ts'
import type { inboxSyncEndpoints as D13 } from '../../shared/inbox/inbox-sync-endpoints.ts'
import type { marketingIdEndpoints as D14 } from '../../shared/marketing-id/marketing-id-endpoints.ts'
import type { reportingEndpoints as D15 } from '../../shared/reporting/reporting-endpoints.ts'
import type { siteServicesEndpoints as D16 } from '../../shared/site-services/site-services-endpoints.ts'
import type { ssoEndpoints as D17 } from '../../shared/sso/sso-endpoints.ts'

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

export const bookOnBehalfEndpoints = {
  "selectTraveler": { method: "POST", path: "/i/api/business/me/v1/traveler/select" } as TEndpointRoute<(typeof D1)["selectTraveler"]>,
  "selectGuest": { method: "POST", path: "/i/api/business/me/v1/guest/select" } as TEndpointRoute<(typeof D1)["selectGuest"]>,
  "unselect": { method: "POST", path: "/i/api/business/me/v1/traveler/unselect" } as TEndpointRoute<(typeof D1)["unselect"]>,
  "settings": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/settings" } as TEndpointRoute<(typeof D1)["settings"]>,
  "saveSettings": { method: "PUT", path: "/i/api/business/bookOnBehalf/v1/settings" } as TEndpointRoute<(typeof D1)["saveSettings"]>,
  "travelerSettings": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/travelers/:userId/settings" } as TEndpointRoute<(typeof D1)["travelerSettings"]>,
  "saveTravelerSettings": { method: "PUT", path: "/i/api/business/bookOnBehalf/v1/travelers/:userId/settings" } as TEndpointRoute<(typeof D1)["saveTravelerSettings"]>,
  "askToBook": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests" } as TEndpointRoute<(typeof D1)["askToBook"]>,
  "myRequests": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/requests/mine" } as TEndpointRoute<(typeof D1)["myRequests"]>,
  "requests": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/requests" } as TEndpointRoute<(typeof D1)["requests"]>,
  "bookRequest": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests/:id/book" } as TEndpointRoute<(typeof D1)["bookRequest"]>,
  "requestCheckout": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests/:id/checkout" } as TEndpointRoute<(typeof D1)["requestCheckout"]>,
  "declineRequest": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests/:id/decline" } as TEndpointRoute<(typeof D1)["declineRequest"]>,
}

export const eventsEndpoints = {
  "events": { method: "GET", path: "/i/api/business/events/v1/events" } as TEndpointRoute<(typeof D2)["events"]>,
  "create": { method: "POST", path: "/i/api/business/events/v1/events" } as TEndpointRoute<(typeof D2)["create"]>,
  "event": { method: "GET", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D2)["event"]>,
  "save": { method: "PUT", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D2)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D2)["remove"]>,
}

export const expenseExportEndpoints = {
  "status": { method: "GET", path: "/i/api/business/company/v1/expenseExport" } as TEndpointRoute<(typeof D3)["status"]>,
  "disconnect": { method: "DELETE", path: "/i/api/business/company/v1/expenseExport" } as TEndpointRoute<(typeof D3)["disconnect"]>,
  "connect": { method: "POST", path: "/i/api/business/company/v1/:hash" } as TEndpointRoute<(typeof D3)["connect"]>,
}

export const homepageMessagesEndpoints = {
  "messages": { method: "GET", path: "/i/api/business/company/v1/homepageMessages" } as TEndpointRoute<(typeof D4)["messages"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/homepageMessages" } as TEndpointRoute<(typeof D4)["create"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/homepageMessages/:id" } as TEndpointRoute<(typeof D4)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/homepageMessages/:id" } as TEndpointRoute<(typeof D4)["remove"]>,
  "current": { method: "GET", path: "/i/api/business/me/v1/homepageMessages" } as TEndpointRoute<(typeof D4)["current"]>,
}

export const onboardingEndpoints = {
  "signup": {
    "biz": { method: "POST", path: "/i/api/business/company/v1/signup" } as TEndpointRoute<(typeof D5)["signup"]["biz"]>,
    "bizPlus": { method: "POST", path: "/i/api/business/company/v2/bizPlus/signup" } as TEndpointRoute<(typeof D5)["signup"]["bizPlus"]>,
  },
  "leisureSignup": { method: "POST", path: "/i/api/business/company/v1/leisureSignup" } as TEndpointRoute<(typeof D5)["leisureSignup"]>,
  "trackEmailConfirmationClick": { method: "POST", path: "/i/api/business/company/v1/bizPlus/trackEmailConfirmationClick" } as TEndpointRoute<(typeof D5)["trackEmailConfirmationClick"]>,
  "confirm": { method: "POST", path: "/i/api/business/company/v1/confirmation" } as TEndpointRoute<(typeof D5)["confirm"]>,
  "sendConfirmation": {
    "biz": { method: "POST", path: "/i/api/business/company/v1/sendConfirmation" } as TEndpointRoute<(typeof D5)["sendConfirmation"]["biz"]>,
    "bizPlus": { method: "POST", path: "/i/api/business/company/v1/bizPlus/sendConfirmation" } as TEndpointRoute<(typeof D5)["sendConfirmation"]["bizPlus"]>,
  },
  "resendConfirmationEmail": { method: "POST", path: "/i/api/business/me/v1/resendConfirmationEmail" } as TEndpointRoute<(typeof D5)["resendConfirmationEmail"]>,
  "setup": {
    "v1": { method: "POST", path: "/i/api/business/me/v1/setup" } as TEndpointRoute<(typeof D5)["setup"]["v1"]>,
    "v2": { method: "POST", path: "/i/api/business/me/v2/setup" } as TEndpointRoute<(typeof D5)["setup"]["v2"]>,
    "v3": { method: "POST", path: "/i/api/business/me/v3/setup" } as TEndpointRoute<(typeof D5)["setup"]["v3"]>,
  },
  "setupAnswers": { method: "GET", path: "/i/api/business/me/v3/setup" } as TEndpointRoute<(typeof D5)["setupAnswers"]>,
  "tasks": { method: "GET", path: "/i/api/business/me/v1/tasks" } as TEndpointRoute<(typeof D5)["tasks"]>,
  "taskStatus": { method: "POST", path: "/i/api/business/me/v1/taskStatus" } as TEndpointRoute<(typeof D5)["taskStatus"]>,
  "dismissReminderTaskGrid": { method: "POST", path: "/i/api/business/me/v1/dismissReminderTaskGrid" } as TEndpointRoute<(typeof D5)["dismissReminderTaskGrid"]>,
  "accountInfo": { method: "GET", path: "/i/api/business/me/v1/account/info" } as TEndpointRoute<(typeof D5)["accountInfo"]>,
  "accountKeywords": { method: "POST", path: "/i/api/business/me/v1/account/keywords" } as TEndpointRoute<(typeof D5)["accountKeywords"]>,
  "businessToggleUrl": { method: "GET", path: "/i/api/business/me/v1/businessToggleUrl" } as TEndpointRoute<(typeof D5)["businessToggleUrl"]>,
  "currentIdentity": { method: "GET", path: "/i/api/business/me/v1/currentIdentity" } as TEndpointRoute<(typeof D5)["currentIdentity"]>,
}

export const paymentEndpoints = {
  "options": { method: "GET", path: "/i/api/business/company/v1/paymentOptions" } as TEndpointRoute<(typeof D6)["options"]>,
  "addCompanyCard": { method: "POST", path: "/i/api/business/company/v1/paymentOptions/cards" } as TEndpointRoute<(typeof D6)["addCompanyCard"]>,
  "removeCompanyCard": { method: "DELETE", path: "/i/api/business/company/v1/paymentOptions/cards/:id" } as TEndpointRoute<(typeof D6)["removeCompanyCard"]>,
  "setInvoice": { method: "PUT", path: "/i/api/business/company/v1/paymentOptions/invoice" } as TEndpointRoute<(typeof D6)["setInvoice"]>,
  "myCards": { method: "GET", path: "/i/api/business/me/v1/cards" } as TEndpointRoute<(typeof D6)["myCards"]>,
  "addMyCard": { method: "POST", path: "/i/api/business/me/v1/cards" } as TEndpointRoute<(typeof D6)["addMyCard"]>,
  "removeMyCard": { method: "DELETE", path: "/i/api/business/me/v1/cards/:id" } as TEndpointRoute<(typeof D6)["removeMyCard"]>,
}

export const policyEndpoints = {
  "policy": { method: "GET", path: "/i/api/business/company/v1/settings/policies/:vertical" } as TEndpointRoute<(typeof D7)["policy"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/settings/policies/:vertical" } as TEndpointRoute<(typeof D7)["save"]>,
  "simulate": { method: "POST", path: "/i/api/business/policy/v1/simulate/:vertical" } as TEndpointRoute<(typeof D7)["simulate"]>,
  "sortOrder": { method: "GET", path: "/i/api/business/company/v1/sortOrderSettings" } as TEndpointRoute<(typeof D7)["sortOrder"]>,
  "saveSortOrder": { method: "POST", path: "/i/api/business/company/v1/sortOrderSettings" } as TEndpointRoute<(typeof D7)["saveSortOrder"]>,
  "results": { method: "GET", path: "/i/api/business/policy/v1/results/:vertical" } as TEndpointRoute<(typeof D7)["results"]>,
}

export const reportingFieldsEndpoints = {
  "fields": { method: "GET", path: "/i/api/business/company/v1/tripReportingFields" } as TEndpointRoute<(typeof D8)["fields"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/tripReportingFields" } as TEndpointRoute<(typeof D8)["create"]>,
  "order": { method: "PUT", path: "/i/api/business/company/v1/tripReportingFields/order" } as TEndpointRoute<(typeof D8)["order"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/tripReportingFields/:id" } as TEndpointRoute<(typeof D8)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/tripReportingFields/:id" } as TEndpointRoute<(typeof D8)["remove"]>,
}

export const travelSettingsEndpoints = {
  "accountPermissions": { method: "GET", path: "/i/api/business/company/v1/accountPermissions" } as TEndpointRoute<(typeof D9)["accountPermissions"]>,
  "saveAccountPermissions": { method: "PUT", path: "/i/api/business/company/v1/accountPermissions" } as TEndpointRoute<(typeof D9)["saveAccountPermissions"]>,
  "multiRoom": { method: "GET", path: "/i/api/business/company/v1/multiRoomBookings" } as TEndpointRoute<(typeof D9)["multiRoom"]>,
  "enableMultiRoom": { method: "PUT", path: "/i/api/business/company/v1/multiRoomBookings/enable" } as TEndpointRoute<(typeof D9)["enableMultiRoom"]>,
  "disableMultiRoom": { method: "PUT", path: "/i/api/business/company/v1/multiRoomBookings/disable" } as TEndpointRoute<(typeof D9)["disableMultiRoom"]>,
}

export const embedEndpoints = {
  "metric": { method: "POST", path: "/i/api/affiliate/ui/metrics/v1/:type" } as TEndpointRoute<(typeof D10)["metric"]>,
}

export const guidesEndpoints = {
  "guidebooks": { method: "GET", path: "/i/api/guides/v1/guidebooks" } as TEndpointRoute<(typeof D11)["guidebooks"]>,
  "create": { method: "POST", path: "/i/api/guides/v1/guidebooks" } as TEndpointRoute<(typeof D11)["create"]>,
  "update": { method: "PUT", path: "/i/api/guides/v1/guidebooks/:guidebookId" } as TEndpointRoute<(typeof D11)["update"]>,
  "remove": { method: "DELETE", path: "/i/api/guides/v1/guidebooks/:guidebookId" } as TEndpointRoute<(typeof D11)["remove"]>,
}

export const impersonationEndpoints = {
  "start": { method: "POST", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D12)["start"]>,
  "current": { method: "GET", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D12)["current"]>,
  "end": { method: "DELETE", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D12)["end"]>,
  "endByPost": { method: "POST", path: "/i/api/business/impersonation/v1/support/end" } as TEndpointRoute<(typeof D12)["endByPost"]>,
  "audit": { method: "GET", path: "/i/api/business/impersonation/v1/audit" } as TEndpointRoute<(typeof D12)["audit"]>,
}

export const inboxSyncEndpoints = {
  "status": { method: "GET", path: "/k/run/inbox/requests/gmail/subscription" } as TEndpointRoute<(typeof D13)["status"]>,
  "subscribe": { method: "POST", path: "/inbox/gmail/subscribe" } as TEndpointRoute<(typeof D13)["subscribe"]>,
  "complete": { method: "POST", path: "/k/run/inbox/requests/gmail/subscription", bodyType: 'form' } as TEndpointRoute<(typeof D13)["complete"]>,
  "unsubscribe": { method: "DELETE", path: "/k/run/inbox/requests/gmail/subscription" } as TEndpointRoute<(typeof D13)["unsubscribe"]>,
}

export const marketingIdEndpoints = {
  "sync": { method: "POST", path: "/s/run/kmkid/sync", bodyType: 'form' } as TEndpointRoute<(typeof D14)["sync"]>,
  "set": { method: "POST", path: "/s/run/kmkid/set", bodyType: 'form' } as TEndpointRoute<(typeof D14)["set"]>,
}

export const reportingEndpoints = {
  "summary": { method: "GET", path: "/i/api/business/reporting/v1/summary" } as TEndpointRoute<(typeof D15)["summary"]>,
  "exportCsv": { method: "GET", path: "/i/api/business/reporting/v1/bookings.csv" } as TEndpointRoute<(typeof D15)["exportCsv"]>,
  "tracker": { method: "GET", path: "/i/api/business/reporting/v1/tracker" } as TEndpointRoute<(typeof D15)["tracker"]>,
  "trackerViewers": { method: "GET", path: "/i/api/business/reporting/v1/tracker/viewers" } as TEndpointRoute<(typeof D15)["trackerViewers"]>,
}

export const siteServicesEndpoints = {
  "adBait": { method: "GET", path: "/res/ads/ad-banner.gif" } as TEndpointRoute<(typeof D16)["adBait"]>,
  "feedback": { method: "POST", path: "/i/api/site/feedback/v1" } as TEndpointRoute<(typeof D16)["feedback"]>,
  "priceAlerts": { method: "GET", path: "/i/api/account/priceAlerts/v1" } as TEndpointRoute<(typeof D16)["priceAlerts"]>,
  "createPriceAlert": { method: "POST", path: "/i/api/account/priceAlerts/v1" } as TEndpointRoute<(typeof D16)["createPriceAlert"]>,
  "priceAlertSettings": { method: "PUT", path: "/i/api/account/priceAlerts/v1/settings" } as TEndpointRoute<(typeof D16)["priceAlertSettings"]>,
  "removePriceAlert": { method: "DELETE", path: "/i/api/account/priceAlerts/v1/:priceAlertId" } as TEndpointRoute<(typeof D16)["removePriceAlert"]>,
}

export const ssoEndpoints = {
  "configs": { method: "GET", path: "/i/api/business/company/v1/sso" } as TEndpointRoute<(typeof D17)["configs"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/sso" } as TEndpointRoute<(typeof D17)["create"]>,
  "update": { method: "PUT", path: "/i/api/business/company/v1/sso/:id" } as TEndpointRoute<(typeof D17)["update"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/sso/:id" } as TEndpointRoute<(typeof D17)["remove"]>,
  "toggleActive": { method: "POST", path: "/i/api/business/company/v1/sso/toggleactive/:id/:flag" } as TEndpointRoute<(typeof D17)["toggleActive"]>,
  "trialUrl": { method: "GET", path: "/i/api/business/company/v1/sso/:id/externalAuthorizationUrl" } as TEndpointRoute<(typeof D17)["trialUrl"]>,
  "entryPoint": { method: "GET", path: "/i/api/business/company/v1/entrypointurl" } as TEndpointRoute<(typeof D17)["entryPoint"]>,
  "callback": { method: "GET", path: "/k/run/sso/callback" } as TEndpointRoute<(typeof D17)["callback"]>,
}
