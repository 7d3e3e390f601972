// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../shared/endpoint.ts'
import type { approvalEndpoints as D0 } from '../../shared/business/approvals-endpoints.ts'
import type { bookOnBehalfEndpoints as D1 } from '../../shared/business/book-on-behalf-endpoints.ts'
import type { onboardingEndpoints as D2 } from '../../shared/business/onboarding-endpoints.ts'
import type { embedEndpoints as D3 } from '../../shared/embed/embed-endpoints.ts'
import type { impersonationEndpoints as D4 } from '../../shared/impersonation/impersonation-endpoints.ts'
import type { inboxSyncEndpoints as D5 } from '../../shared/inbox/inbox-sync-endpoints.ts'
import type { marketingIdEndpoints as D6 } from '../../shared/marketing-id/marketing-id-endpoints.ts'
import type { siteServicesEndpoints as D7 } from '../../shared/site-services/site-services-endpoints.ts'
import type { ssoEndpoints as D8 } from '../../shared/sso/sso-endpoints.ts'

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

export const onboardingEndpoints = {
  "signup": {
    "biz": { method: "POST", path: "/i/api/business/company/v1/signup" } as TEndpointRoute<(typeof D2)["signup"]["biz"]>,
    "bizPlus": { method: "POST", path: "/i/api/business/company/v2/bizPlus/signup" } as TEndpointRoute<(typeof D2)["signup"]["bizPlus"]>,
  },
  "leisureSignup": { method: "POST", path: "/i/api/business/company/v1/leisureSignup" } as TEndpointRoute<(typeof D2)["leisureSignup"]>,
  "trackEmailConfirmationClick": { method: "POST", path: "/i/api/business/company/v1/bizPlus/trackEmailConfirmationClick" } as TEndpointRoute<(typeof D2)["trackEmailConfirmationClick"]>,
  "confirm": { method: "POST", path: "/i/api/business/company/v1/confirmation" } as TEndpointRoute<(typeof D2)["confirm"]>,
  "sendConfirmation": {
    "biz": { method: "POST", path: "/i/api/business/company/v1/sendConfirmation" } as TEndpointRoute<(typeof D2)["sendConfirmation"]["biz"]>,
    "bizPlus": { method: "POST", path: "/i/api/business/company/v1/bizPlus/sendConfirmation" } as TEndpointRoute<(typeof D2)["sendConfirmation"]["bizPlus"]>,
  },
  "resendConfirmationEmail": { method: "POST", path: "/i/api/business/me/v1/resendConfirmationEmail" } as TEndpointRoute<(typeof D2)["resendConfirmationEmail"]>,
  "setup": {
    "v1": { method: "POST", path: "/i/api/business/me/v1/setup" } as TEndpointRoute<(typeof D2)["setup"]["v1"]>,
    "v2": { method: "POST", path: "/i/api/business/me/v2/setup" } as TEndpointRoute<(typeof D2)["setup"]["v2"]>,
    "v3": { method: "POST", path: "/i/api/business/me/v3/setup" } as TEndpointRoute<(typeof D2)["setup"]["v3"]>,
  },
  "setupAnswers": { method: "GET", path: "/i/api/business/me/v3/setup" } as TEndpointRoute<(typeof D2)["setupAnswers"]>,
  "tasks": { method: "GET", path: "/i/api/business/me/v1/tasks" } as TEndpointRoute<(typeof D2)["tasks"]>,
  "taskStatus": { method: "POST", path: "/i/api/business/me/v1/taskStatus" } as TEndpointRoute<(typeof D2)["taskStatus"]>,
  "dismissReminderTaskGrid": { method: "POST", path: "/i/api/business/me/v1/dismissReminderTaskGrid" } as TEndpointRoute<(typeof D2)["dismissReminderTaskGrid"]>,
  "accountInfo": { method: "GET", path: "/i/api/business/me/v1/account/info" } as TEndpointRoute<(typeof D2)["accountInfo"]>,
  "accountKeywords": { method: "POST", path: "/i/api/business/me/v1/account/keywords" } as TEndpointRoute<(typeof D2)["accountKeywords"]>,
  "businessToggleUrl": { method: "GET", path: "/i/api/business/me/v1/businessToggleUrl" } as TEndpointRoute<(typeof D2)["businessToggleUrl"]>,
  "currentIdentity": { method: "GET", path: "/i/api/business/me/v1/currentIdentity" } as TEndpointRoute<(typeof D2)["currentIdentity"]>,
}

export const embedEndpoints = {
  "metric": { method: "POST", path: "/i/api/affiliate/ui/metrics/v1/:type" } as TEndpointRoute<(typeof D3)["metric"]>,
}

export const impersonationEndpoints = {
  "start": { method: "POST", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D4)["start"]>,
  "current": { method: "GET", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D4)["current"]>,
  "end": { method: "DELETE", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D4)["end"]>,
  "endByPost": { method: "POST", path: "/i/api/business/impersonation/v1/support/end" } as TEndpointRoute<(typeof D4)["endByPost"]>,
  "audit": { method: "GET", path: "/i/api/business/impersonation/v1/audit" } as TEndpointRoute<(typeof D4)["audit"]>,
}

export const inboxSyncEndpoints = {
  "status": { method: "GET", path: "/k/run/inbox/requests/gmail/subscription" } as TEndpointRoute<(typeof D5)["status"]>,
  "subscribe": { method: "POST", path: "/inbox/gmail/subscribe" } as TEndpointRoute<(typeof D5)["subscribe"]>,
  "complete": { method: "POST", path: "/k/run/inbox/requests/gmail/subscription", bodyType: 'form' } as TEndpointRoute<(typeof D5)["complete"]>,
  "unsubscribe": { method: "DELETE", path: "/k/run/inbox/requests/gmail/subscription" } as TEndpointRoute<(typeof D5)["unsubscribe"]>,
}

export const marketingIdEndpoints = {
  "sync": { method: "POST", path: "/s/run/kmkid/sync", bodyType: 'form' } as TEndpointRoute<(typeof D6)["sync"]>,
  "set": { method: "POST", path: "/s/run/kmkid/set", bodyType: 'form' } as TEndpointRoute<(typeof D6)["set"]>,
}

export const siteServicesEndpoints = {
  "adBait": { method: "GET", path: "/res/ads/ad-banner.gif" } as TEndpointRoute<(typeof D7)["adBait"]>,
  "feedback": { method: "POST", path: "/i/api/site/feedback/v1" } as TEndpointRoute<(typeof D7)["feedback"]>,
  "priceAlerts": { method: "GET", path: "/i/api/account/priceAlerts/v1" } as TEndpointRoute<(typeof D7)["priceAlerts"]>,
  "createPriceAlert": { method: "POST", path: "/i/api/account/priceAlerts/v1" } as TEndpointRoute<(typeof D7)["createPriceAlert"]>,
  "priceAlertSettings": { method: "PUT", path: "/i/api/account/priceAlerts/v1/settings" } as TEndpointRoute<(typeof D7)["priceAlertSettings"]>,
  "removePriceAlert": { method: "DELETE", path: "/i/api/account/priceAlerts/v1/:priceAlertId" } as TEndpointRoute<(typeof D7)["removePriceAlert"]>,
}

export const ssoEndpoints = {
  "configs": { method: "GET", path: "/i/api/business/company/v1/sso" } as TEndpointRoute<(typeof D8)["configs"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/sso" } as TEndpointRoute<(typeof D8)["create"]>,
  "update": { method: "PUT", path: "/i/api/business/company/v1/sso/:id" } as TEndpointRoute<(typeof D8)["update"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/sso/:id" } as TEndpointRoute<(typeof D8)["remove"]>,
  "toggleActive": { method: "POST", path: "/i/api/business/company/v1/sso/toggleactive/:id/:flag" } as TEndpointRoute<(typeof D8)["toggleActive"]>,
  "trialUrl": { method: "GET", path: "/i/api/business/company/v1/sso/:id/externalAuthorizationUrl" } as TEndpointRoute<(typeof D8)["trialUrl"]>,
  "entryPoint": { method: "GET", path: "/i/api/business/company/v1/entrypointurl" } as TEndpointRoute<(typeof D8)["entryPoint"]>,
  "callback": { method: "GET", path: "/k/run/sso/callback" } as TEndpointRoute<(typeof D8)["callback"]>,
}
