// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../shared/endpoint.ts'
import type { accountEndpoints as D0 } from '../../shared/account/account-endpoints.ts'
import type { travelerEndpoints as D1 } from '../../shared/account/traveler-endpoints.ts'
import type { authEndpoints as D2 } from '../../shared/auth/auth-endpoints.ts'
import type { approvalEndpoints as D3 } from '../../shared/business/approvals-endpoints.ts'
import type { bookOnBehalfEndpoints as D4 } from '../../shared/business/book-on-behalf-endpoints.ts'
import type { companyEndpoints as D5 } from '../../shared/business/company-endpoints.ts'
import type { companyFilesEndpoints as D6 } from '../../shared/business/company-files-endpoints.ts'
import type { companyPlacesEndpoints as D7 } from '../../shared/business/company-places-endpoints.ts'
import type { eventsEndpoints as D8 } from '../../shared/business/events-endpoints.ts'
import type { expenseExportEndpoints as D9 } from '../../shared/business/expense-export-endpoints.ts'
import type { homepageMessagesEndpoints as D10 } from '../../shared/business/homepage-messages-endpoints.ts'
import type { onboardingEndpoints as D11 } from '../../shared/business/onboarding-endpoints.ts'
import type { paymentEndpoints as D12 } from '../../shared/business/payment-endpoints.ts'
import type { policyEndpoints as D13 } from '../../shared/business/policy-endpoints.ts'
import type { reportingFieldsEndpoints as D14 } from '../../shared/business/reporting-fields-endpoints.ts'
import type { travelSettingsEndpoints as D15 } from '../../shared/business/travel-settings-endpoints.ts'
import type { chromeEndpoints as D16 } from '../../shared/chrome/chrome-endpoints.ts'
import type { embedEndpoints as D17 } from '../../shared/embed/embed-endpoints.ts'
import type { guidesEndpoints as D18 } from '../../shared/guides/guides-endpoints.ts'
import type { impersonationEndpoints as D19 } from '../../shared/impersonation/impersonation-endpoints.ts'
import type { inboxSyncEndpoints as D20 } from '../../shared/inbox/inbox-sync-endpoints.ts'
import type { marketingIdEndpoints as D21 } from '../../shared/marketing-id/marketing-id-endpoints.ts'
import type { passkeyEndpoints as D22 } from '../../shared/passkey/passkey-endpoints.ts'
import type { platformEndpoints as D23 } from '../../shared/platform/platform-endpoints.ts'
import type { privacyEndpoints as D24 } from '../../shared/privacy/privacy-endpoints.ts'
import type { reportingEndpoints as D25 } from '../../shared/reporting/reporting-endpoints.ts'
import type { siteServicesEndpoints as D26 } from '../../shared/site-services/site-services-endpoints.ts'
import type { socialEndpoints as D27 } from '../../shared/social/social-endpoints.ts'
import type { ssoEndpoints as D28 } from '../../shared/sso/sso-endpoints.ts'
import type { twoFactorEndpoints as D29 } from '../../shared/two-factor/two-factor-endpoints.ts'

export const accountEndpoints = {
  "profile": { method: "GET", path: "/i/api/account/profile/v1" } as TEndpointRoute<(typeof D0)["profile"]>,
  "updateProfile": { method: "PUT", path: "/i/api/account/profile/v1" } as TEndpointRoute<(typeof D0)["updateProfile"]>,
  "requestEmailChange": { method: "POST", path: "/i/api/account/email/v1" } as TEndpointRoute<(typeof D0)["requestEmailChange"]>,
  "confirmEmailChange": { method: "POST", path: "/i/api/account/email/v1/confirm" } as TEndpointRoute<(typeof D0)["confirmEmailChange"]>,
  "reauth": { method: "POST", path: "/k/run/auth/reauth", bodyType: 'form' } as TEndpointRoute<(typeof D0)["reauth"]>,
  "changePassword": { method: "POST", path: "/k/run/auth/password/change", bodyType: 'form' } as TEndpointRoute<(typeof D0)["changePassword"]>,
  "sessions": { method: "GET", path: "/i/api/account/sessions/v1" } as TEndpointRoute<(typeof D0)["sessions"]>,
  "endSession": { method: "DELETE", path: "/i/api/account/sessions/v1/:id" } as TEndpointRoute<(typeof D0)["endSession"]>,
  "endOtherSessions": { method: "POST", path: "/i/api/account/sessions/v1/endOthers" } as TEndpointRoute<(typeof D0)["endOtherSessions"]>,
}

export const travelerEndpoints = {
  "list": { method: "GET", path: "/i/api/account/traveler/v1/" } as TEndpointRoute<(typeof D1)["list"]>,
  "preferred": { method: "GET", path: "/i/api/account/traveler/v1/preferred" } as TEndpointRoute<(typeof D1)["preferred"]>,
  "create": { method: "POST", path: "/i/api/account/traveler/v1/" } as TEndpointRoute<(typeof D1)["create"]>,
  "save": { method: "PUT", path: "/i/api/account/traveler/v1/:travelerId" } as TEndpointRoute<(typeof D1)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/account/traveler/v1/:travelerId" } as TEndpointRoute<(typeof D1)["remove"]>,
}

export const authEndpoints = {
  "state": { method: "GET", path: "/horizon/common/authentication/providers/AuthStateProviderAction" } as TEndpointRoute<(typeof D2)["state"]>,
  "login": { method: "POST", path: "/k/run/auth/login", bodyType: 'form' } as TEndpointRoute<(typeof D2)["login"]>,
  "register": { method: "POST", path: "/k/run/auth/register", bodyType: 'form' } as TEndpointRoute<(typeof D2)["register"]>,
  "forgot": { method: "POST", path: "/k/run/auth/forgot", bodyType: 'form' } as TEndpointRoute<(typeof D2)["forgot"]>,
  "reset": { method: "POST", path: "/k/run/auth/reset", bodyType: 'form' } as TEndpointRoute<(typeof D2)["reset"]>,
  "confirm": { method: "POST", path: "/k/run/auth/confirm", bodyType: 'form' } as TEndpointRoute<(typeof D2)["confirm"]>,
  "resendConfirmation": { method: "POST", path: "/k/run/auth/confirm/resend" } as TEndpointRoute<(typeof D2)["resendConfirmation"]>,
  "sendCode": { method: "POST", path: "/k/run/auth/code/send", bodyType: 'form' } as TEndpointRoute<(typeof D2)["sendCode"]>,
  "verifyCode": { method: "POST", path: "/k/run/auth/code/verify", bodyType: 'form' } as TEndpointRoute<(typeof D2)["verifyCode"]>,
  "logout": { method: "POST", path: "/k/run/auth/logout" } as TEndpointRoute<(typeof D2)["logout"]>,
  "add": { method: "GET", path: "/k/run/auth/add" } as TEndpointRoute<(typeof D2)["add"]>,
  "switch": { method: "GET", path: "/k/run/auth/switch" } as TEndpointRoute<(typeof D2)["switch"]>,
}

export const approvalEndpoints = {
  "settings": { method: "GET", path: "/i/api/business/company/v1/settings/autoApproval" } as TEndpointRoute<(typeof D3)["settings"]>,
  "saveSettings": {
    "beforeBooking": { method: "PUT", path: "/i/api/business/company/v1/settings/autoApproval/beforeBooking" } as TEndpointRoute<(typeof D3)["saveSettings"]["beforeBooking"]>,
    "voidWindow": { method: "PUT", path: "/i/api/business/company/v1/settings/autoApproval/voidWindow" } as TEndpointRoute<(typeof D3)["saveSettings"]["voidWindow"]>,
    "off": { method: "PUT", path: "/i/api/business/company/v1/settings/autoApproval/off" } as TEndpointRoute<(typeof D3)["saveSettings"]["off"]>,
  },
  "conflicts": { method: "GET", path: "/i/api/business/approvals/v1/conflicts" } as TEndpointRoute<(typeof D3)["conflicts"]>,
  "approvers": { method: "GET", path: "/i/api/business/approvals/v1/approvers" } as TEndpointRoute<(typeof D3)["approvers"]>,
  "saveChain": { method: "PUT", path: "/i/api/business/approvals/v1/approvers" } as TEndpointRoute<(typeof D3)["saveChain"]>,
  "setManager": { method: "PUT", path: "/i/api/business/approvals/v1/managers/:userId" } as TEndpointRoute<(typeof D3)["setManager"]>,
  "removeManager": { method: "DELETE", path: "/i/api/business/approvals/v1/managers/:userId" } as TEndpointRoute<(typeof D3)["removeManager"]>,
  "delegation": { method: "GET", path: "/i/api/business/approvals/v1/delegation" } as TEndpointRoute<(typeof D3)["delegation"]>,
  "saveDelegation": { method: "PUT", path: "/i/api/business/approvals/v1/delegation" } as TEndpointRoute<(typeof D3)["saveDelegation"]>,
  "removeDelegation": { method: "DELETE", path: "/i/api/business/approvals/v1/delegation" } as TEndpointRoute<(typeof D3)["removeDelegation"]>,
  "requests": { method: "GET", path: "/i/api/business/approvals/v1/requests" } as TEndpointRoute<(typeof D3)["requests"]>,
  "pendingCount": { method: "GET", path: "/i/api/business/approvals/v1/requests/count" } as TEndpointRoute<(typeof D3)["pendingCount"]>,
  "decide": { method: "POST", path: "/i/api/business/approvals/v1/requests/:id/decision" } as TEndpointRoute<(typeof D3)["decide"]>,
  "customApprovers": { method: "GET", path: "/i/api/business/approvals/v1/customApprovers" } as TEndpointRoute<(typeof D3)["customApprovers"]>,
  "readLink": { method: "POST", path: "/i/api/approvals/v1/link/read" } as TEndpointRoute<(typeof D3)["readLink"]>,
  "decideByLink": { method: "POST", path: "/i/api/approvals/v1/link/decide" } as TEndpointRoute<(typeof D3)["decideByLink"]>,
  "slack": { method: "GET", path: "/i/api/business/integrations/v1/slack" } as TEndpointRoute<(typeof D3)["slack"]>,
  "saveSlack": { method: "PUT", path: "/i/api/business/integrations/v1/slack" } as TEndpointRoute<(typeof D3)["saveSlack"]>,
  "removeSlack": { method: "DELETE", path: "/i/api/business/integrations/v1/slack" } as TEndpointRoute<(typeof D3)["removeSlack"]>,
}

export const bookOnBehalfEndpoints = {
  "selectTraveler": { method: "POST", path: "/i/api/business/me/v1/traveler/select" } as TEndpointRoute<(typeof D4)["selectTraveler"]>,
  "selectGuest": { method: "POST", path: "/i/api/business/me/v1/guest/select" } as TEndpointRoute<(typeof D4)["selectGuest"]>,
  "unselect": { method: "POST", path: "/i/api/business/me/v1/traveler/unselect" } as TEndpointRoute<(typeof D4)["unselect"]>,
  "settings": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/settings" } as TEndpointRoute<(typeof D4)["settings"]>,
  "saveSettings": { method: "PUT", path: "/i/api/business/bookOnBehalf/v1/settings" } as TEndpointRoute<(typeof D4)["saveSettings"]>,
  "travelerSettings": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/travelers/:userId/settings" } as TEndpointRoute<(typeof D4)["travelerSettings"]>,
  "saveTravelerSettings": { method: "PUT", path: "/i/api/business/bookOnBehalf/v1/travelers/:userId/settings" } as TEndpointRoute<(typeof D4)["saveTravelerSettings"]>,
  "askToBook": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests" } as TEndpointRoute<(typeof D4)["askToBook"]>,
  "myRequests": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/requests/mine" } as TEndpointRoute<(typeof D4)["myRequests"]>,
  "requests": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/requests" } as TEndpointRoute<(typeof D4)["requests"]>,
  "bookRequest": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests/:id/book" } as TEndpointRoute<(typeof D4)["bookRequest"]>,
  "requestCheckout": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests/:id/checkout" } as TEndpointRoute<(typeof D4)["requestCheckout"]>,
  "declineRequest": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests/:id/decline" } as TEndpointRoute<(typeof D4)["declineRequest"]>,
}

export const companyEndpoints = {
  "company": { method: "GET", path: "/i/api/business/company/v1/company" } as TEndpointRoute<(typeof D5)["company"]>,
  "saveCompany": { method: "PUT", path: "/i/api/business/company/v1/company" } as TEndpointRoute<(typeof D5)["saveCompany"]>,
  "emailDomains": { method: "GET", path: "/i/api/business/company/v1/company/email-domains" } as TEndpointRoute<(typeof D5)["emailDomains"]>,
  "addEmailDomain": { method: "POST", path: "/i/api/business/company/v1/company/email-domains" } as TEndpointRoute<(typeof D5)["addEmailDomain"]>,
  "verifyEmailDomain": { method: "POST", path: "/i/api/business/company/v1/company/email-domains/verify" } as TEndpointRoute<(typeof D5)["verifyEmailDomain"]>,
  "removeEmailDomain": { method: "DELETE", path: "/i/api/business/company/v1/company/email-domains/:domain" } as TEndpointRoute<(typeof D5)["removeEmailDomain"]>,
  "enableFeature": { method: "PUT", path: "/i/api/business/company/v1/feature/enable" } as TEndpointRoute<(typeof D5)["enableFeature"]>,
  "disableFeature": { method: "PUT", path: "/i/api/business/company/v1/feature/disable" } as TEndpointRoute<(typeof D5)["disableFeature"]>,
  "upgrade": { method: "POST", path: "/i/api/business/company/v1/tier/upgrade" } as TEndpointRoute<(typeof D5)["upgrade"]>,
  "upgradeStatus": { method: "GET", path: "/i/api/business/company/v1/tier/upgrade/status" } as TEndpointRoute<(typeof D5)["upgradeStatus"]>,
  "twoFactor": { method: "GET", path: "/i/api/business/company/v1/settings/twoFactor" } as TEndpointRoute<(typeof D5)["twoFactor"]>,
  "setTwoFactor": { method: "PUT", path: "/i/api/business/company/v1/settings/twoFactor" } as TEndpointRoute<(typeof D5)["setTwoFactor"]>,
  "auditLog": { method: "GET", path: "/i/api/business/company/v1/auditLog" } as TEndpointRoute<(typeof D5)["auditLog"]>,
}

export const companyFilesEndpoints = {
  "uploadLogo": { method: "POST", path: "/i/api/business/company/v1/logo", bodyType: 'multipart' } as TEndpointRoute<(typeof D6)["uploadLogo"]>,
  "removeLogo": { method: "POST", path: "/i/api/business/company/v1/logo/delete" } as TEndpointRoute<(typeof D6)["removeLogo"]>,
  "logoImage": { method: "GET", path: "/i/api/business/company/v1/logo/:version" } as TEndpointRoute<(typeof D6)["logoImage"]>,
  "sendDeletionEmail": { method: "POST", path: "/i/api/business/company/v1/sendDeletionEmail" } as TEndpointRoute<(typeof D6)["sendDeletionEmail"]>,
  "deleteCompany": { method: "DELETE", path: "/i/api/business/company/v1/:confirmationCode/:requestTime/:token" } as TEndpointRoute<(typeof D6)["deleteCompany"]>,
  "requestDemo": { method: "POST", path: "/i/api/business/company/v1/requestDemo" } as TEndpointRoute<(typeof D6)["requestDemo"]>,
  "postponeDemo": { method: "POST", path: "/i/api/business/company/v1/postponeDemo" } as TEndpointRoute<(typeof D6)["postponeDemo"]>,
  "addToWaitlist": { method: "POST", path: "/i/api/business/company/v2/addToWaitlist" } as TEndpointRoute<(typeof D6)["addToWaitlist"]>,
  "contactAccountManager": { method: "POST", path: "/i/api/business/company/v1/contactAccountManager", bodyType: 'multipart' } as TEndpointRoute<(typeof D6)["contactAccountManager"]>,
  "reportIssue": { method: "POST", path: "/i/api/business/issues/reporting/v1/report", bodyType: 'multipart' } as TEndpointRoute<(typeof D6)["reportIssue"]>,
}

export const companyPlacesEndpoints = {
  "offices": { method: "GET", path: "/i/api/business/company/v1/company/offices" } as TEndpointRoute<(typeof D7)["offices"]>,
  "addOffice": { method: "POST", path: "/i/api/business/company/v1/company/offices" } as TEndpointRoute<(typeof D7)["addOffice"]>,
  "saveOffice": { method: "PUT", path: "/i/api/business/company/v1/company/offices/:id" } as TEndpointRoute<(typeof D7)["saveOffice"]>,
  "removeOffice": { method: "DELETE", path: "/i/api/business/company/v1/company/offices/:id" } as TEndpointRoute<(typeof D7)["removeOffice"]>,
  "entities": { method: "GET", path: "/i/api/business/company/v1/company/entities" } as TEndpointRoute<(typeof D7)["entities"]>,
  "addEntity": { method: "POST", path: "/i/api/business/company/v1/company/entities" } as TEndpointRoute<(typeof D7)["addEntity"]>,
  "saveEntity": { method: "PUT", path: "/i/api/business/company/v1/company/entities/:id" } as TEndpointRoute<(typeof D7)["saveEntity"]>,
  "removeEntity": { method: "DELETE", path: "/i/api/business/company/v1/company/entities/:id" } as TEndpointRoute<(typeof D7)["removeEntity"]>,
  "programs": { method: "GET", path: "/i/api/business/company/v1/company/corporate-membership" } as TEndpointRoute<(typeof D7)["programs"]>,
  "addProgram": { method: "POST", path: "/i/api/business/company/v1/company/corporate-membership/add" } as TEndpointRoute<(typeof D7)["addProgram"]>,
  "saveProgram": { method: "PUT", path: "/i/api/business/company/v1/company/corporate-membership/:id" } as TEndpointRoute<(typeof D7)["saveProgram"]>,
  "removeProgram": { method: "DELETE", path: "/i/api/business/company/v1/company/corporate-membership/:id" } as TEndpointRoute<(typeof D7)["removeProgram"]>,
}

export const eventsEndpoints = {
  "events": { method: "GET", path: "/i/api/business/events/v1/events" } as TEndpointRoute<(typeof D8)["events"]>,
  "create": { method: "POST", path: "/i/api/business/events/v1/events" } as TEndpointRoute<(typeof D8)["create"]>,
  "event": { method: "GET", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D8)["event"]>,
  "save": { method: "PUT", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D8)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D8)["remove"]>,
}

export const expenseExportEndpoints = {
  "status": { method: "GET", path: "/i/api/business/company/v1/expenseExport" } as TEndpointRoute<(typeof D9)["status"]>,
  "disconnect": { method: "DELETE", path: "/i/api/business/company/v1/expenseExport" } as TEndpointRoute<(typeof D9)["disconnect"]>,
  "connect": { method: "POST", path: "/i/api/business/company/v1/:hash" } as TEndpointRoute<(typeof D9)["connect"]>,
}

export const homepageMessagesEndpoints = {
  "messages": { method: "GET", path: "/i/api/business/company/v1/homepageMessages" } as TEndpointRoute<(typeof D10)["messages"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/homepageMessages" } as TEndpointRoute<(typeof D10)["create"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/homepageMessages/:id" } as TEndpointRoute<(typeof D10)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/homepageMessages/:id" } as TEndpointRoute<(typeof D10)["remove"]>,
  "current": { method: "GET", path: "/i/api/business/me/v1/homepageMessages" } as TEndpointRoute<(typeof D10)["current"]>,
}

export const onboardingEndpoints = {
  "signup": {
    "biz": { method: "POST", path: "/i/api/business/company/v1/signup" } as TEndpointRoute<(typeof D11)["signup"]["biz"]>,
    "bizPlus": { method: "POST", path: "/i/api/business/company/v2/bizPlus/signup" } as TEndpointRoute<(typeof D11)["signup"]["bizPlus"]>,
  },
  "leisureSignup": { method: "POST", path: "/i/api/business/company/v1/leisureSignup" } as TEndpointRoute<(typeof D11)["leisureSignup"]>,
  "trackEmailConfirmationClick": { method: "POST", path: "/i/api/business/company/v1/bizPlus/trackEmailConfirmationClick" } as TEndpointRoute<(typeof D11)["trackEmailConfirmationClick"]>,
  "confirm": { method: "POST", path: "/i/api/business/company/v1/confirmation" } as TEndpointRoute<(typeof D11)["confirm"]>,
  "sendConfirmation": {
    "biz": { method: "POST", path: "/i/api/business/company/v1/sendConfirmation" } as TEndpointRoute<(typeof D11)["sendConfirmation"]["biz"]>,
    "bizPlus": { method: "POST", path: "/i/api/business/company/v1/bizPlus/sendConfirmation" } as TEndpointRoute<(typeof D11)["sendConfirmation"]["bizPlus"]>,
  },
  "resendConfirmationEmail": { method: "POST", path: "/i/api/business/me/v1/resendConfirmationEmail" } as TEndpointRoute<(typeof D11)["resendConfirmationEmail"]>,
  "setup": {
    "v1": { method: "POST", path: "/i/api/business/me/v1/setup" } as TEndpointRoute<(typeof D11)["setup"]["v1"]>,
    "v2": { method: "POST", path: "/i/api/business/me/v2/setup" } as TEndpointRoute<(typeof D11)["setup"]["v2"]>,
    "v3": { method: "POST", path: "/i/api/business/me/v3/setup" } as TEndpointRoute<(typeof D11)["setup"]["v3"]>,
  },
  "setupAnswers": { method: "GET", path: "/i/api/business/me/v3/setup" } as TEndpointRoute<(typeof D11)["setupAnswers"]>,
  "tasks": { method: "GET", path: "/i/api/business/me/v1/tasks" } as TEndpointRoute<(typeof D11)["tasks"]>,
  "taskStatus": { method: "POST", path: "/i/api/business/me/v1/taskStatus" } as TEndpointRoute<(typeof D11)["taskStatus"]>,
  "dismissReminderTaskGrid": { method: "POST", path: "/i/api/business/me/v1/dismissReminderTaskGrid" } as TEndpointRoute<(typeof D11)["dismissReminderTaskGrid"]>,
  "accountInfo": { method: "GET", path: "/i/api/business/me/v1/account/info" } as TEndpointRoute<(typeof D11)["accountInfo"]>,
  "accountKeywords": { method: "POST", path: "/i/api/business/me/v1/account/keywords" } as TEndpointRoute<(typeof D11)["accountKeywords"]>,
  "businessToggleUrl": { method: "GET", path: "/i/api/business/me/v1/businessToggleUrl" } as TEndpointRoute<(typeof D11)["businessToggleUrl"]>,
  "currentIdentity": { method: "GET", path: "/i/api/business/me/v1/currentIdentity" } as TEndpointRoute<(typeof D11)["currentIdentity"]>,
}

export const paymentEndpoints = {
  "options": { method: "GET", path: "/i/api/business/company/v1/paymentOptions" } as TEndpointRoute<(typeof D12)["options"]>,
  "addCompanyCard": { method: "POST", path: "/i/api/business/company/v1/paymentOptions/cards" } as TEndpointRoute<(typeof D12)["addCompanyCard"]>,
  "removeCompanyCard": { method: "DELETE", path: "/i/api/business/company/v1/paymentOptions/cards/:id" } as TEndpointRoute<(typeof D12)["removeCompanyCard"]>,
  "setInvoice": { method: "PUT", path: "/i/api/business/company/v1/paymentOptions/invoice" } as TEndpointRoute<(typeof D12)["setInvoice"]>,
  "myCards": { method: "GET", path: "/i/api/business/me/v1/cards" } as TEndpointRoute<(typeof D12)["myCards"]>,
  "addMyCard": { method: "POST", path: "/i/api/business/me/v1/cards" } as TEndpointRoute<(typeof D12)["addMyCard"]>,
  "removeMyCard": { method: "DELETE", path: "/i/api/business/me/v1/cards/:id" } as TEndpointRoute<(typeof D12)["removeMyCard"]>,
}

export const policyEndpoints = {
  "policy": { method: "GET", path: "/i/api/business/company/v1/settings/policies/:vertical" } as TEndpointRoute<(typeof D13)["policy"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/settings/policies/:vertical" } as TEndpointRoute<(typeof D13)["save"]>,
  "simulate": { method: "POST", path: "/i/api/business/policy/v1/simulate/:vertical" } as TEndpointRoute<(typeof D13)["simulate"]>,
  "sortOrder": { method: "GET", path: "/i/api/business/company/v1/sortOrderSettings" } as TEndpointRoute<(typeof D13)["sortOrder"]>,
  "saveSortOrder": { method: "POST", path: "/i/api/business/company/v1/sortOrderSettings" } as TEndpointRoute<(typeof D13)["saveSortOrder"]>,
  "results": { method: "GET", path: "/i/api/business/policy/v1/results/:vertical" } as TEndpointRoute<(typeof D13)["results"]>,
}

export const reportingFieldsEndpoints = {
  "fields": { method: "GET", path: "/i/api/business/company/v1/tripReportingFields" } as TEndpointRoute<(typeof D14)["fields"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/tripReportingFields" } as TEndpointRoute<(typeof D14)["create"]>,
  "order": { method: "PUT", path: "/i/api/business/company/v1/tripReportingFields/order" } as TEndpointRoute<(typeof D14)["order"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/tripReportingFields/:id" } as TEndpointRoute<(typeof D14)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/tripReportingFields/:id" } as TEndpointRoute<(typeof D14)["remove"]>,
}

export const travelSettingsEndpoints = {
  "accountPermissions": { method: "GET", path: "/i/api/business/company/v1/accountPermissions" } as TEndpointRoute<(typeof D15)["accountPermissions"]>,
  "saveAccountPermissions": { method: "PUT", path: "/i/api/business/company/v1/accountPermissions" } as TEndpointRoute<(typeof D15)["saveAccountPermissions"]>,
  "multiRoom": { method: "GET", path: "/i/api/business/company/v1/multiRoomBookings" } as TEndpointRoute<(typeof D15)["multiRoom"]>,
  "enableMultiRoom": { method: "PUT", path: "/i/api/business/company/v1/multiRoomBookings/enable" } as TEndpointRoute<(typeof D15)["enableMultiRoom"]>,
  "disableMultiRoom": { method: "PUT", path: "/i/api/business/company/v1/multiRoomBookings/disable" } as TEndpointRoute<(typeof D15)["disableMultiRoom"]>,
}

export const chromeEndpoints = {
  "currencyPickerState": { method: "GET", path: "/horizon/react/component/CurrencyPickerStateProviderAction" } as TEndpointRoute<(typeof D16)["currencyPickerState"]>,
  "currencySet": { method: "POST", path: "/i/api/account/currency/v1/set" } as TEndpointRoute<(typeof D16)["currencySet"]>,
  "businessSetLanguage": { method: "POST", path: "/i/api/business/v1/legalEntities/user/setLanguage" } as TEndpointRoute<(typeof D16)["businessSetLanguage"]>,
  "footerBrands": { method: "GET", path: "/horizon/react/component/FooterBrandsStateProviderAction" } as TEndpointRoute<(typeof D16)["footerBrands"]>,
  "footerSiteMapLinks": { method: "GET", path: "/horizon/react/component/FooterSiteMapLinksProviderAction" } as TEndpointRoute<(typeof D16)["footerSiteMapLinks"]>,
  "privacyMenu": { method: "GET", path: "/horizon/react/component/PrivacyMenuStateProviderAction" } as TEndpointRoute<(typeof D16)["privacyMenu"]>,
  "friendlySearchUrl": { method: "POST", path: "/s/horizon/common/layout/FriendlySearchUrlAction", bodyType: 'form' } as TEndpointRoute<(typeof D16)["friendlySearchUrl"]>,
  "friendlySearchUrlPlain": { method: "POST", path: "/horizon/common/layout/FriendlySearchUrlAction", bodyType: 'form' } as TEndpointRoute<(typeof D16)["friendlySearchUrlPlain"]>,
}

export const embedEndpoints = {
  "metric": { method: "POST", path: "/i/api/affiliate/ui/metrics/v1/:type" } as TEndpointRoute<(typeof D17)["metric"]>,
}

export const guidesEndpoints = {
  "guidebooks": { method: "GET", path: "/i/api/guides/v1/guidebooks" } as TEndpointRoute<(typeof D18)["guidebooks"]>,
  "create": { method: "POST", path: "/i/api/guides/v1/guidebooks" } as TEndpointRoute<(typeof D18)["create"]>,
  "update": { method: "PUT", path: "/i/api/guides/v1/guidebooks/:guidebookId" } as TEndpointRoute<(typeof D18)["update"]>,
  "remove": { method: "DELETE", path: "/i/api/guides/v1/guidebooks/:guidebookId" } as TEndpointRoute<(typeof D18)["remove"]>,
}

export const impersonationEndpoints = {
  "start": { method: "POST", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D19)["start"]>,
  "current": { method: "GET", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D19)["current"]>,
  "end": { method: "DELETE", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D19)["end"]>,
  "endByPost": { method: "POST", path: "/i/api/business/impersonation/v1/support/end" } as TEndpointRoute<(typeof D19)["endByPost"]>,
  "audit": { method: "GET", path: "/i/api/business/impersonation/v1/audit" } as TEndpointRoute<(typeof D19)["audit"]>,
}

export const inboxSyncEndpoints = {
  "status": { method: "GET", path: "/k/run/inbox/requests/gmail/subscription" } as TEndpointRoute<(typeof D20)["status"]>,
  "subscribe": { method: "POST", path: "/inbox/gmail/subscribe" } as TEndpointRoute<(typeof D20)["subscribe"]>,
  "complete": { method: "POST", path: "/k/run/inbox/requests/gmail/subscription", bodyType: 'form' } as TEndpointRoute<(typeof D20)["complete"]>,
  "unsubscribe": { method: "DELETE", path: "/k/run/inbox/requests/gmail/subscription" } as TEndpointRoute<(typeof D20)["unsubscribe"]>,
}

export const marketingIdEndpoints = {
  "sync": { method: "POST", path: "/s/run/kmkid/sync", bodyType: 'form' } as TEndpointRoute<(typeof D21)["sync"]>,
  "set": { method: "POST", path: "/s/run/kmkid/set", bodyType: 'form' } as TEndpointRoute<(typeof D21)["set"]>,
}

export const passkeyEndpoints = {
  "autofillParams": { method: "GET", path: "/auth/webauthn/v1/autofillParams" } as TEndpointRoute<(typeof D22)["autofillParams"]>,
  "loginParams": { method: "POST", path: "/auth/webauthn/v1/loginParams", bodyType: 'form' } as TEndpointRoute<(typeof D22)["loginParams"]>,
  "newCredentialParams": { method: "POST", path: "/auth/webauthn/v1/newCredentialParams", bodyType: 'form' } as TEndpointRoute<(typeof D22)["newCredentialParams"]>,
  "register": { method: "POST", path: "/auth/webauthn/v1/register" } as TEndpointRoute<(typeof D22)["register"]>,
  "login": { method: "POST", path: "/auth/webauthn/v1/login" } as TEndpointRoute<(typeof D22)["login"]>,
  "list": { method: "GET", path: "/i/api/account/passkeys/v1" } as TEndpointRoute<(typeof D22)["list"]>,
  "rename": { method: "PUT", path: "/i/api/account/passkeys/v1/:id" } as TEndpointRoute<(typeof D22)["rename"]>,
  "remove": { method: "DELETE", path: "/i/api/account/passkeys/v1/:id" } as TEndpointRoute<(typeof D22)["remove"]>,
}

export const platformEndpoints = {
  "health": { method: "GET", path: "/healthz" } as TEndpointRoute<(typeof D23)["health"]>,
  "ready": { method: "GET", path: "/readyz" } as TEndpointRoute<(typeof D23)["ready"]>,
  "formToken": { method: "POST", path: "/s/run/formtoken" } as TEndpointRoute<(typeof D23)["formToken"]>,
}

export const privacyEndpoints = {
  "consentRecord": { method: "POST", path: "/i/api/cookiebanner/v1/consent/record" } as TEndpointRoute<(typeof D24)["consentRecord"]>,
  "consent": { method: "GET", path: "/i/api/cookiebanner/v1/consent" } as TEndpointRoute<(typeof D24)["consent"]>,
  "cookiesForCategory": { method: "GET", path: "/i/api/cookiebanner/v1/cookies/forCategory" } as TEndpointRoute<(typeof D24)["cookiesForCategory"]>,
  "iabConsent": { method: "GET", path: "/i/api/iabtcf/v1/consent" } as TEndpointRoute<(typeof D24)["iabConsent"]>,
  "saveIabConsent": { method: "POST", path: "/i/api/iabtcf/v1/consent" } as TEndpointRoute<(typeof D24)["saveIabConsent"]>,
  "iabDetailedPrefs": { method: "GET", path: "/i/api/iabtcf/v1/detailedPrefs" } as TEndpointRoute<(typeof D24)["iabDetailedPrefs"]>,
  "iabInitialPrefs": { method: "GET", path: "/i/api/iabtcf/v1/initialPrefs" } as TEndpointRoute<(typeof D24)["iabInitialPrefs"]>,
  "iabVendors": { method: "GET", path: "/i/api/iabtcf/v1/vendors" } as TEndpointRoute<(typeof D24)["iabVendors"]>,
  "iabDeviceStorageDisclosure": { method: "GET", path: "/i/api/iabtcf/v1/deviceStorageDisclosure" } as TEndpointRoute<(typeof D24)["iabDeviceStorageDisclosure"]>,
  "twoPartyConsent": { method: "POST", path: "/i/api/twoparty/v1/consent" } as TEndpointRoute<(typeof D24)["twoPartyConsent"]>,
  "logCookiesConsent": { method: "POST", path: "/horizon/common/privacy/LogCookiesConsentAction" } as TEndpointRoute<(typeof D24)["logCookiesConsent"]>,
  "cookiesDataProvider": { method: "GET", path: "/horizon/common/privacy/providers/CookiesDataProvider" } as TEndpointRoute<(typeof D24)["cookiesDataProvider"]>,
  "gdprCreateConsent": { method: "POST", path: "/s/run/privacy/gdpr/createConsent", bodyType: 'form' } as TEndpointRoute<(typeof D24)["gdprCreateConsent"]>,
  "gdprRemoveConsent": { method: "POST", path: "/s/run/privacy/gdpr/removeConsent", bodyType: 'form' } as TEndpointRoute<(typeof D24)["gdprRemoveConsent"]>,
  "metaCookie": { method: "PUT", path: "/i/api/cookies/v2/meta/:name" } as TEndpointRoute<(typeof D24)["metaCookie"]>,
  "legacyCookieForm": { method: "POST", path: "/s/cookie", bodyType: 'form' } as TEndpointRoute<(typeof D24)["legacyCookieForm"]>,
  "dataSharing": { method: "GET", path: "/i/api/account/dataSharing/v1/optOut" } as TEndpointRoute<(typeof D24)["dataSharing"]>,
  "saveDataSharing": { method: "PUT", path: "/i/api/account/dataSharing/v1/optOut" } as TEndpointRoute<(typeof D24)["saveDataSharing"]>,
  "gpcWellKnown": { method: "GET", path: "/.well-known/gpc.json" } as TEndpointRoute<(typeof D24)["gpcWellKnown"]>,
}

export const reportingEndpoints = {
  "summary": { method: "GET", path: "/i/api/business/reporting/v1/summary" } as TEndpointRoute<(typeof D25)["summary"]>,
  "exportCsv": { method: "GET", path: "/i/api/business/reporting/v1/bookings.csv" } as TEndpointRoute<(typeof D25)["exportCsv"]>,
  "tracker": { method: "GET", path: "/i/api/business/reporting/v1/tracker" } as TEndpointRoute<(typeof D25)["tracker"]>,
  "trackerViewers": { method: "GET", path: "/i/api/business/reporting/v1/tracker/viewers" } as TEndpointRoute<(typeof D25)["trackerViewers"]>,
}

export const siteServicesEndpoints = {
  "adBait": { method: "GET", path: "/res/ads/ad-banner.gif" } as TEndpointRoute<(typeof D26)["adBait"]>,
  "feedback": { method: "POST", path: "/i/api/site/feedback/v1" } as TEndpointRoute<(typeof D26)["feedback"]>,
  "priceAlerts": { method: "GET", path: "/i/api/account/priceAlerts/v1" } as TEndpointRoute<(typeof D26)["priceAlerts"]>,
  "createPriceAlert": { method: "POST", path: "/i/api/account/priceAlerts/v1" } as TEndpointRoute<(typeof D26)["createPriceAlert"]>,
  "priceAlertSettings": { method: "PUT", path: "/i/api/account/priceAlerts/v1/settings" } as TEndpointRoute<(typeof D26)["priceAlertSettings"]>,
  "removePriceAlert": { method: "DELETE", path: "/i/api/account/priceAlerts/v1/:priceAlertId" } as TEndpointRoute<(typeof D26)["removePriceAlert"]>,
}

export const socialEndpoints = {
  "google": {
    "redirect": { method: "GET", path: "/k/run/googleauth/redirect" } as TEndpointRoute<(typeof D27)["google"]["redirect"]>,
    "callback": { method: "GET", path: "/k/run/googleauth/callback" } as TEndpointRoute<(typeof D27)["google"]["callback"]>,
    "login": { method: "POST", path: "/k/run/googleauth/login", bodyType: 'form' } as TEndpointRoute<(typeof D27)["google"]["login"]>,
    "loginAndLinkExisting": { method: "POST", path: "/k/run/googleauth/loginAndLinkExisting", bodyType: 'form' } as TEndpointRoute<(typeof D27)["google"]["loginAndLinkExisting"]>,
    "link": { method: "POST", path: "/k/run/googleauth/link", bodyType: 'form' } as TEndpointRoute<(typeof D27)["google"]["link"]>,
    "unlink": { method: "POST", path: "/k/run/googleauth/unlink", bodyType: 'form' } as TEndpointRoute<(typeof D27)["google"]["unlink"]>,
    "nonce": { method: "POST", path: "/k/run/googleauth/nonce" } as TEndpointRoute<(typeof D27)["google"]["nonce"]>,
  },
  "naver": {
    "redirect": { method: "GET", path: "/k/run/naverauth/redirect" } as TEndpointRoute<(typeof D27)["naver"]["redirect"]>,
    "callback": { method: "GET", path: "/k/run/naverauth/callback" } as TEndpointRoute<(typeof D27)["naver"]["callback"]>,
    "login": { method: "POST", path: "/k/run/naverauth/login", bodyType: 'form' } as TEndpointRoute<(typeof D27)["naver"]["login"]>,
    "loginAndLinkExisting": { method: "POST", path: "/k/run/naverauth/loginAndLinkExisting", bodyType: 'form' } as TEndpointRoute<(typeof D27)["naver"]["loginAndLinkExisting"]>,
    "link": { method: "POST", path: "/k/run/naverauth/link", bodyType: 'form' } as TEndpointRoute<(typeof D27)["naver"]["link"]>,
    "unlink": { method: "POST", path: "/k/run/naverauth/unlink", bodyType: 'form' } as TEndpointRoute<(typeof D27)["naver"]["unlink"]>,
  },
  "apple": {
    "redirect": { method: "GET", path: "/k/run/appleauth/redirect" } as TEndpointRoute<(typeof D27)["apple"]["redirect"]>,
    "callback": { method: "POST", path: "/k/run/appleauth/callback", bodyType: 'form' } as TEndpointRoute<(typeof D27)["apple"]["callback"]>,
    "login": { method: "POST", path: "/k/run/appleauth/login", bodyType: 'form' } as TEndpointRoute<(typeof D27)["apple"]["login"]>,
    "loginAndLinkExisting": { method: "POST", path: "/k/run/appleauth/loginAndLinkExisting", bodyType: 'form' } as TEndpointRoute<(typeof D27)["apple"]["loginAndLinkExisting"]>,
    "link": { method: "POST", path: "/k/run/appleauth/link", bodyType: 'form' } as TEndpointRoute<(typeof D27)["apple"]["link"]>,
    "unlink": { method: "POST", path: "/k/run/appleauth/unlink", bodyType: 'form' } as TEndpointRoute<(typeof D27)["apple"]["unlink"]>,
  },
  "identities": { method: "GET", path: "/k/run/social/identities" } as TEndpointRoute<(typeof D27)["identities"]>,
}

export const ssoEndpoints = {
  "configs": { method: "GET", path: "/i/api/business/company/v1/sso" } as TEndpointRoute<(typeof D28)["configs"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/sso" } as TEndpointRoute<(typeof D28)["create"]>,
  "update": { method: "PUT", path: "/i/api/business/company/v1/sso/:id" } as TEndpointRoute<(typeof D28)["update"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/sso/:id" } as TEndpointRoute<(typeof D28)["remove"]>,
  "toggleActive": { method: "POST", path: "/i/api/business/company/v1/sso/toggleactive/:id/:flag" } as TEndpointRoute<(typeof D28)["toggleActive"]>,
  "trialUrl": { method: "GET", path: "/i/api/business/company/v1/sso/:id/externalAuthorizationUrl" } as TEndpointRoute<(typeof D28)["trialUrl"]>,
  "entryPoint": { method: "GET", path: "/i/api/business/company/v1/entrypointurl" } as TEndpointRoute<(typeof D28)["entryPoint"]>,
  "callback": { method: "GET", path: "/k/run/sso/callback" } as TEndpointRoute<(typeof D28)["callback"]>,
}

export const twoFactorEndpoints = {
  "status": { method: "GET", path: "/i/api/account/twoFactor/v1/status" } as TEndpointRoute<(typeof D29)["status"]>,
  "sendEmailCode": { method: "POST", path: "/i/api/account/twoFactor/v1/email/send" } as TEndpointRoute<(typeof D29)["sendEmailCode"]>,
  "verify": { method: "POST", path: "/i/api/account/twoFactor/v1/verify" } as TEndpointRoute<(typeof D29)["verify"]>,
  "beginTotp": { method: "POST", path: "/i/api/account/twoFactor/v1/totp/enrol" } as TEndpointRoute<(typeof D29)["beginTotp"]>,
  "confirmTotp": { method: "POST", path: "/i/api/account/twoFactor/v1/totp/confirm" } as TEndpointRoute<(typeof D29)["confirmTotp"]>,
  "removeTotp": { method: "DELETE", path: "/i/api/account/twoFactor/v1/totp" } as TEndpointRoute<(typeof D29)["removeTotp"]>,
  "regenerateRecoveryCodes": { method: "POST", path: "/i/api/account/twoFactor/v1/recoveryCodes" } as TEndpointRoute<(typeof D29)["regenerateRecoveryCodes"]>,
}
