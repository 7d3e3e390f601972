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
import type { membersEndpoints as D11 } from '../../shared/business/members-endpoints.ts'
import type { onboardingEndpoints as D12 } from '../../shared/business/onboarding-endpoints.ts'
import type { paymentEndpoints as D13 } from '../../shared/business/payment-endpoints.ts'
import type { peopleEndpoints as D14 } from '../../shared/business/people-endpoints.ts'
import type { policyEndpoints as D15 } from '../../shared/business/policy-endpoints.ts'
import type { reportingFieldsEndpoints as D16 } from '../../shared/business/reporting-fields-endpoints.ts'
import type { travelSettingsEndpoints as D17 } from '../../shared/business/travel-settings-endpoints.ts'
import type { catalogueEndpoints as D18 } from '../../shared/catalogue/catalogue-endpoints.ts'
import type { chromeEndpoints as D19 } from '../../shared/chrome/chrome-endpoints.ts'
import type { embedEndpoints as D20 } from '../../shared/embed/embed-endpoints.ts'
import type { guidesEndpoints as D21 } from '../../shared/guides/guides-endpoints.ts'
import type { impersonationEndpoints as D22 } from '../../shared/impersonation/impersonation-endpoints.ts'
import type { inboxSyncEndpoints as D23 } from '../../shared/inbox/inbox-sync-endpoints.ts'
import type { marketingIdEndpoints as D24 } from '../../shared/marketing-id/marketing-id-endpoints.ts'
import type { passkeyEndpoints as D25 } from '../../shared/passkey/passkey-endpoints.ts'
import type { platformEndpoints as D26 } from '../../shared/platform/platform-endpoints.ts'
import type { privacyEndpoints as D27 } from '../../shared/privacy/privacy-endpoints.ts'
import type { reportingEndpoints as D28 } from '../../shared/reporting/reporting-endpoints.ts'
import type { siteServicesEndpoints as D29 } from '../../shared/site-services/site-services-endpoints.ts'
import type { socialEndpoints as D30 } from '../../shared/social/social-endpoints.ts'
import type { ssoEndpoints as D31 } from '../../shared/sso/sso-endpoints.ts'
import type { tripEventsEndpoints as D32 } from '../../shared/trips/trip-events-endpoints.ts'
import type { tripSharingEndpoints as D33 } from '../../shared/trips/trip-sharing-endpoints.ts'
import type { tripsEndpoints as D34 } from '../../shared/trips/trips-endpoints.ts'
import type { twoFactorEndpoints as D35 } from '../../shared/two-factor/two-factor-endpoints.ts'

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

export const membersEndpoints = {
  "invitations": { method: "GET", path: "/i/api/business/users/v2/invitations" } as TEndpointRoute<(typeof D11)["invitations"]>,
  "invite": { method: "POST", path: "/i/api/business/users/v2/invitations" } as TEndpointRoute<(typeof D11)["invite"]>,
  "resend": { method: "POST", path: "/i/api/business/users/v2/invitations/:id/resend" } as TEndpointRoute<(typeof D11)["resend"]>,
  "revoke": { method: "DELETE", path: "/i/api/business/users/v2/invitations/:id" } as TEndpointRoute<(typeof D11)["revoke"]>,
  "importCsv": { method: "POST", path: "/i/api/business/users/v2/import" } as TEndpointRoute<(typeof D11)["importCsv"]>,
  "deactivate": { method: "POST", path: "/i/api/business/users/v2/members/:userId/deactivate" } as TEndpointRoute<(typeof D11)["deactivate"]>,
  "reactivate": { method: "POST", path: "/i/api/business/users/v2/members/:userId/reactivate" } as TEndpointRoute<(typeof D11)["reactivate"]>,
  "updateGuest": { method: "PUT", path: "/i/api/business/users/v2/guests/:userId" } as TEndpointRoute<(typeof D11)["updateGuest"]>,
  "removeGuest": { method: "DELETE", path: "/i/api/business/users/v2/guests/:userId" } as TEndpointRoute<(typeof D11)["removeGuest"]>,
  "myInvitations": { method: "GET", path: "/i/api/business/me/v1/invitations" } as TEndpointRoute<(typeof D11)["myInvitations"]>,
  "previewInvitation": { method: "POST", path: "/i/api/business/me/v1/invitations/preview" } as TEndpointRoute<(typeof D11)["previewInvitation"]>,
  "acceptInvitation": { method: "POST", path: "/i/api/business/me/v1/invitations/accept" } as TEndpointRoute<(typeof D11)["acceptInvitation"]>,
  "declineInvitation": { method: "POST", path: "/i/api/business/me/v1/invitations/decline" } as TEndpointRoute<(typeof D11)["declineInvitation"]>,
}

export const onboardingEndpoints = {
  "signup": {
    "biz": { method: "POST", path: "/i/api/business/company/v1/signup" } as TEndpointRoute<(typeof D12)["signup"]["biz"]>,
    "bizPlus": { method: "POST", path: "/i/api/business/company/v2/bizPlus/signup" } as TEndpointRoute<(typeof D12)["signup"]["bizPlus"]>,
  },
  "leisureSignup": { method: "POST", path: "/i/api/business/company/v1/leisureSignup" } as TEndpointRoute<(typeof D12)["leisureSignup"]>,
  "trackEmailConfirmationClick": { method: "POST", path: "/i/api/business/company/v1/bizPlus/trackEmailConfirmationClick" } as TEndpointRoute<(typeof D12)["trackEmailConfirmationClick"]>,
  "confirm": { method: "POST", path: "/i/api/business/company/v1/confirmation" } as TEndpointRoute<(typeof D12)["confirm"]>,
  "sendConfirmation": {
    "biz": { method: "POST", path: "/i/api/business/company/v1/sendConfirmation" } as TEndpointRoute<(typeof D12)["sendConfirmation"]["biz"]>,
    "bizPlus": { method: "POST", path: "/i/api/business/company/v1/bizPlus/sendConfirmation" } as TEndpointRoute<(typeof D12)["sendConfirmation"]["bizPlus"]>,
  },
  "resendConfirmationEmail": { method: "POST", path: "/i/api/business/me/v1/resendConfirmationEmail" } as TEndpointRoute<(typeof D12)["resendConfirmationEmail"]>,
  "setup": {
    "v1": { method: "POST", path: "/i/api/business/me/v1/setup" } as TEndpointRoute<(typeof D12)["setup"]["v1"]>,
    "v2": { method: "POST", path: "/i/api/business/me/v2/setup" } as TEndpointRoute<(typeof D12)["setup"]["v2"]>,
    "v3": { method: "POST", path: "/i/api/business/me/v3/setup" } as TEndpointRoute<(typeof D12)["setup"]["v3"]>,
  },
  "setupAnswers": { method: "GET", path: "/i/api/business/me/v3/setup" } as TEndpointRoute<(typeof D12)["setupAnswers"]>,
  "tasks": { method: "GET", path: "/i/api/business/me/v1/tasks" } as TEndpointRoute<(typeof D12)["tasks"]>,
  "taskStatus": { method: "POST", path: "/i/api/business/me/v1/taskStatus" } as TEndpointRoute<(typeof D12)["taskStatus"]>,
  "dismissReminderTaskGrid": { method: "POST", path: "/i/api/business/me/v1/dismissReminderTaskGrid" } as TEndpointRoute<(typeof D12)["dismissReminderTaskGrid"]>,
  "accountInfo": { method: "GET", path: "/i/api/business/me/v1/account/info" } as TEndpointRoute<(typeof D12)["accountInfo"]>,
  "accountKeywords": { method: "POST", path: "/i/api/business/me/v1/account/keywords" } as TEndpointRoute<(typeof D12)["accountKeywords"]>,
  "businessToggleUrl": { method: "GET", path: "/i/api/business/me/v1/businessToggleUrl" } as TEndpointRoute<(typeof D12)["businessToggleUrl"]>,
  "currentIdentity": { method: "GET", path: "/i/api/business/me/v1/currentIdentity" } as TEndpointRoute<(typeof D12)["currentIdentity"]>,
}

export const paymentEndpoints = {
  "options": { method: "GET", path: "/i/api/business/company/v1/paymentOptions" } as TEndpointRoute<(typeof D13)["options"]>,
  "addCompanyCard": { method: "POST", path: "/i/api/business/company/v1/paymentOptions/cards" } as TEndpointRoute<(typeof D13)["addCompanyCard"]>,
  "removeCompanyCard": { method: "DELETE", path: "/i/api/business/company/v1/paymentOptions/cards/:id" } as TEndpointRoute<(typeof D13)["removeCompanyCard"]>,
  "setInvoice": { method: "PUT", path: "/i/api/business/company/v1/paymentOptions/invoice" } as TEndpointRoute<(typeof D13)["setInvoice"]>,
  "myCards": { method: "GET", path: "/i/api/business/me/v1/cards" } as TEndpointRoute<(typeof D13)["myCards"]>,
  "addMyCard": { method: "POST", path: "/i/api/business/me/v1/cards" } as TEndpointRoute<(typeof D13)["addMyCard"]>,
  "removeMyCard": { method: "DELETE", path: "/i/api/business/me/v1/cards/:id" } as TEndpointRoute<(typeof D13)["removeMyCard"]>,
}

export const peopleEndpoints = {
  "findUsers": { method: "POST", path: "/i/api/business/users/v2/findUsers" } as TEndpointRoute<(typeof D14)["findUsers"]>,
  "roles": { method: "GET", path: "/i/api/business/users/v2/roles" } as TEndpointRoute<(typeof D14)["roles"]>,
  "createRole": { method: "POST", path: "/i/api/business/users/v2/roles" } as TEndpointRoute<(typeof D14)["createRole"]>,
  "updateRole": { method: "PUT", path: "/i/api/business/users/v2/roles/:id" } as TEndpointRoute<(typeof D14)["updateRole"]>,
  "deleteRole": { method: "DELETE", path: "/i/api/business/users/v2/roles/:id" } as TEndpointRoute<(typeof D14)["deleteRole"]>,
  "memberRole": { method: "PUT", path: "/i/api/business/users/v2/members/:userId/role" } as TEndpointRoute<(typeof D14)["memberRole"]>,
  "bulkRole": { method: "POST", path: "/i/api/business/users/v2/members/role" } as TEndpointRoute<(typeof D14)["bulkRole"]>,
  "bulkOffice": { method: "POST", path: "/i/api/business/users/v2/members/office" } as TEndpointRoute<(typeof D14)["bulkOffice"]>,
  "groups": { method: "GET", path: "/i/api/business/users/v2/groups" } as TEndpointRoute<(typeof D14)["groups"]>,
  "createGroup": { method: "POST", path: "/i/api/business/users/v2/groups" } as TEndpointRoute<(typeof D14)["createGroup"]>,
  "renameGroup": { method: "PUT", path: "/i/api/business/users/v2/groups/:id" } as TEndpointRoute<(typeof D14)["renameGroup"]>,
  "deleteGroup": { method: "DELETE", path: "/i/api/business/users/v2/groups/:id" } as TEndpointRoute<(typeof D14)["deleteGroup"]>,
  "addToGroup": { method: "POST", path: "/i/api/business/users/v2/groups/:id/members/add" } as TEndpointRoute<(typeof D14)["addToGroup"]>,
  "removeFromGroup": { method: "POST", path: "/i/api/business/users/v2/groups/:id/members/remove" } as TEndpointRoute<(typeof D14)["removeFromGroup"]>,
}

export const policyEndpoints = {
  "policy": { method: "GET", path: "/i/api/business/company/v1/settings/policies/:vertical" } as TEndpointRoute<(typeof D15)["policy"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/settings/policies/:vertical" } as TEndpointRoute<(typeof D15)["save"]>,
  "simulate": { method: "POST", path: "/i/api/business/policy/v1/simulate/:vertical" } as TEndpointRoute<(typeof D15)["simulate"]>,
  "sortOrder": { method: "GET", path: "/i/api/business/company/v1/sortOrderSettings" } as TEndpointRoute<(typeof D15)["sortOrder"]>,
  "saveSortOrder": { method: "POST", path: "/i/api/business/company/v1/sortOrderSettings" } as TEndpointRoute<(typeof D15)["saveSortOrder"]>,
  "results": { method: "GET", path: "/i/api/business/policy/v1/results/:vertical" } as TEndpointRoute<(typeof D15)["results"]>,
}

export const reportingFieldsEndpoints = {
  "fields": { method: "GET", path: "/i/api/business/company/v1/tripReportingFields" } as TEndpointRoute<(typeof D16)["fields"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/tripReportingFields" } as TEndpointRoute<(typeof D16)["create"]>,
  "order": { method: "PUT", path: "/i/api/business/company/v1/tripReportingFields/order" } as TEndpointRoute<(typeof D16)["order"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/tripReportingFields/:id" } as TEndpointRoute<(typeof D16)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/tripReportingFields/:id" } as TEndpointRoute<(typeof D16)["remove"]>,
}

export const travelSettingsEndpoints = {
  "accountPermissions": { method: "GET", path: "/i/api/business/company/v1/accountPermissions" } as TEndpointRoute<(typeof D17)["accountPermissions"]>,
  "saveAccountPermissions": { method: "PUT", path: "/i/api/business/company/v1/accountPermissions" } as TEndpointRoute<(typeof D17)["saveAccountPermissions"]>,
  "multiRoom": { method: "GET", path: "/i/api/business/company/v1/multiRoomBookings" } as TEndpointRoute<(typeof D17)["multiRoom"]>,
  "enableMultiRoom": { method: "PUT", path: "/i/api/business/company/v1/multiRoomBookings/enable" } as TEndpointRoute<(typeof D17)["enableMultiRoom"]>,
  "disableMultiRoom": { method: "PUT", path: "/i/api/business/company/v1/multiRoomBookings/disable" } as TEndpointRoute<(typeof D17)["disableMultiRoom"]>,
}

export const catalogueEndpoints = {
  "flights": { method: "GET", path: "/i/api/catalogue/v1/flights/search" } as TEndpointRoute<(typeof D18)["flights"]>,
  "flightCalendar": { method: "GET", path: "/i/api/catalogue/v1/flights/calendar" } as TEndpointRoute<(typeof D18)["flightCalendar"]>,
  "hotels": { method: "GET", path: "/i/api/catalogue/v1/hotels/search" } as TEndpointRoute<(typeof D18)["hotels"]>,
  "property": { method: "GET", path: "/i/api/catalogue/v1/hotels/properties/:propertyId" } as TEndpointRoute<(typeof D18)["property"]>,
  "trains": { method: "GET", path: "/i/api/catalogue/v1/trains/search" } as TEndpointRoute<(typeof D18)["trains"]>,
  "cars": { method: "GET", path: "/i/api/catalogue/v1/cars/search" } as TEndpointRoute<(typeof D18)["cars"]>,
  "places": { method: "GET", path: "/i/api/catalogue/v1/places" } as TEndpointRoute<(typeof D18)["places"]>,
  "landing": { method: "GET", path: "/i/api/catalogue/v1/landing" } as TEndpointRoute<(typeof D18)["landing"]>,
  "search": { method: "GET", path: "/i/api/catalogue/v1/:vertical/search" } as TEndpointRoute<(typeof D18)["search"]>,
}

export const chromeEndpoints = {
  "currencyPickerState": { method: "GET", path: "/horizon/react/component/CurrencyPickerStateProviderAction" } as TEndpointRoute<(typeof D19)["currencyPickerState"]>,
  "currencySet": { method: "POST", path: "/i/api/account/currency/v1/set" } as TEndpointRoute<(typeof D19)["currencySet"]>,
  "businessSetLanguage": { method: "POST", path: "/i/api/business/v1/legalEntities/user/setLanguage" } as TEndpointRoute<(typeof D19)["businessSetLanguage"]>,
  "footerBrands": { method: "GET", path: "/horizon/react/component/FooterBrandsStateProviderAction" } as TEndpointRoute<(typeof D19)["footerBrands"]>,
  "footerSiteMapLinks": { method: "GET", path: "/horizon/react/component/FooterSiteMapLinksProviderAction" } as TEndpointRoute<(typeof D19)["footerSiteMapLinks"]>,
  "privacyMenu": { method: "GET", path: "/horizon/react/component/PrivacyMenuStateProviderAction" } as TEndpointRoute<(typeof D19)["privacyMenu"]>,
  "friendlySearchUrl": { method: "POST", path: "/s/horizon/common/layout/FriendlySearchUrlAction", bodyType: 'form' } as TEndpointRoute<(typeof D19)["friendlySearchUrl"]>,
  "friendlySearchUrlPlain": { method: "POST", path: "/horizon/common/layout/FriendlySearchUrlAction", bodyType: 'form' } as TEndpointRoute<(typeof D19)["friendlySearchUrlPlain"]>,
}

export const embedEndpoints = {
  "metric": { method: "POST", path: "/i/api/affiliate/ui/metrics/v1/:type" } as TEndpointRoute<(typeof D20)["metric"]>,
}

export const guidesEndpoints = {
  "guidebooks": { method: "GET", path: "/i/api/guides/v1/guidebooks" } as TEndpointRoute<(typeof D21)["guidebooks"]>,
  "create": { method: "POST", path: "/i/api/guides/v1/guidebooks" } as TEndpointRoute<(typeof D21)["create"]>,
  "update": { method: "PUT", path: "/i/api/guides/v1/guidebooks/:guidebookId" } as TEndpointRoute<(typeof D21)["update"]>,
  "remove": { method: "DELETE", path: "/i/api/guides/v1/guidebooks/:guidebookId" } as TEndpointRoute<(typeof D21)["remove"]>,
}

export const impersonationEndpoints = {
  "start": { method: "POST", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D22)["start"]>,
  "current": { method: "GET", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D22)["current"]>,
  "end": { method: "DELETE", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D22)["end"]>,
  "endByPost": { method: "POST", path: "/i/api/business/impersonation/v1/support/end" } as TEndpointRoute<(typeof D22)["endByPost"]>,
  "audit": { method: "GET", path: "/i/api/business/impersonation/v1/audit" } as TEndpointRoute<(typeof D22)["audit"]>,
}

export const inboxSyncEndpoints = {
  "status": { method: "GET", path: "/k/run/inbox/requests/gmail/subscription" } as TEndpointRoute<(typeof D23)["status"]>,
  "subscribe": { method: "POST", path: "/inbox/gmail/subscribe" } as TEndpointRoute<(typeof D23)["subscribe"]>,
  "complete": { method: "POST", path: "/k/run/inbox/requests/gmail/subscription", bodyType: 'form' } as TEndpointRoute<(typeof D23)["complete"]>,
  "unsubscribe": { method: "DELETE", path: "/k/run/inbox/requests/gmail/subscription" } as TEndpointRoute<(typeof D23)["unsubscribe"]>,
}

export const marketingIdEndpoints = {
  "sync": { method: "POST", path: "/s/run/kmkid/sync", bodyType: 'form' } as TEndpointRoute<(typeof D24)["sync"]>,
  "set": { method: "POST", path: "/s/run/kmkid/set", bodyType: 'form' } as TEndpointRoute<(typeof D24)["set"]>,
}

export const passkeyEndpoints = {
  "autofillParams": { method: "GET", path: "/auth/webauthn/v1/autofillParams" } as TEndpointRoute<(typeof D25)["autofillParams"]>,
  "loginParams": { method: "POST", path: "/auth/webauthn/v1/loginParams", bodyType: 'form' } as TEndpointRoute<(typeof D25)["loginParams"]>,
  "newCredentialParams": { method: "POST", path: "/auth/webauthn/v1/newCredentialParams", bodyType: 'form' } as TEndpointRoute<(typeof D25)["newCredentialParams"]>,
  "register": { method: "POST", path: "/auth/webauthn/v1/register" } as TEndpointRoute<(typeof D25)["register"]>,
  "login": { method: "POST", path: "/auth/webauthn/v1/login" } as TEndpointRoute<(typeof D25)["login"]>,
  "list": { method: "GET", path: "/i/api/account/passkeys/v1" } as TEndpointRoute<(typeof D25)["list"]>,
  "rename": { method: "PUT", path: "/i/api/account/passkeys/v1/:id" } as TEndpointRoute<(typeof D25)["rename"]>,
  "remove": { method: "DELETE", path: "/i/api/account/passkeys/v1/:id" } as TEndpointRoute<(typeof D25)["remove"]>,
}

export const platformEndpoints = {
  "health": { method: "GET", path: "/healthz" } as TEndpointRoute<(typeof D26)["health"]>,
  "ready": { method: "GET", path: "/readyz" } as TEndpointRoute<(typeof D26)["ready"]>,
  "formToken": { method: "POST", path: "/s/run/formtoken" } as TEndpointRoute<(typeof D26)["formToken"]>,
}

export const privacyEndpoints = {
  "consentRecord": { method: "POST", path: "/i/api/cookiebanner/v1/consent/record" } as TEndpointRoute<(typeof D27)["consentRecord"]>,
  "consent": { method: "GET", path: "/i/api/cookiebanner/v1/consent" } as TEndpointRoute<(typeof D27)["consent"]>,
  "cookiesForCategory": { method: "GET", path: "/i/api/cookiebanner/v1/cookies/forCategory" } as TEndpointRoute<(typeof D27)["cookiesForCategory"]>,
  "iabConsent": { method: "GET", path: "/i/api/iabtcf/v1/consent" } as TEndpointRoute<(typeof D27)["iabConsent"]>,
  "saveIabConsent": { method: "POST", path: "/i/api/iabtcf/v1/consent" } as TEndpointRoute<(typeof D27)["saveIabConsent"]>,
  "iabDetailedPrefs": { method: "GET", path: "/i/api/iabtcf/v1/detailedPrefs" } as TEndpointRoute<(typeof D27)["iabDetailedPrefs"]>,
  "iabInitialPrefs": { method: "GET", path: "/i/api/iabtcf/v1/initialPrefs" } as TEndpointRoute<(typeof D27)["iabInitialPrefs"]>,
  "iabVendors": { method: "GET", path: "/i/api/iabtcf/v1/vendors" } as TEndpointRoute<(typeof D27)["iabVendors"]>,
  "iabDeviceStorageDisclosure": { method: "GET", path: "/i/api/iabtcf/v1/deviceStorageDisclosure" } as TEndpointRoute<(typeof D27)["iabDeviceStorageDisclosure"]>,
  "twoPartyConsent": { method: "POST", path: "/i/api/twoparty/v1/consent" } as TEndpointRoute<(typeof D27)["twoPartyConsent"]>,
  "logCookiesConsent": { method: "POST", path: "/horizon/common/privacy/LogCookiesConsentAction" } as TEndpointRoute<(typeof D27)["logCookiesConsent"]>,
  "cookiesDataProvider": { method: "GET", path: "/horizon/common/privacy/providers/CookiesDataProvider" } as TEndpointRoute<(typeof D27)["cookiesDataProvider"]>,
  "gdprCreateConsent": { method: "POST", path: "/s/run/privacy/gdpr/createConsent", bodyType: 'form' } as TEndpointRoute<(typeof D27)["gdprCreateConsent"]>,
  "gdprRemoveConsent": { method: "POST", path: "/s/run/privacy/gdpr/removeConsent", bodyType: 'form' } as TEndpointRoute<(typeof D27)["gdprRemoveConsent"]>,
  "metaCookie": { method: "PUT", path: "/i/api/cookies/v2/meta/:name" } as TEndpointRoute<(typeof D27)["metaCookie"]>,
  "legacyCookieForm": { method: "POST", path: "/s/cookie", bodyType: 'form' } as TEndpointRoute<(typeof D27)["legacyCookieForm"]>,
  "dataSharing": { method: "GET", path: "/i/api/account/dataSharing/v1/optOut" } as TEndpointRoute<(typeof D27)["dataSharing"]>,
  "saveDataSharing": { method: "PUT", path: "/i/api/account/dataSharing/v1/optOut" } as TEndpointRoute<(typeof D27)["saveDataSharing"]>,
  "gpcWellKnown": { method: "GET", path: "/.well-known/gpc.json" } as TEndpointRoute<(typeof D27)["gpcWellKnown"]>,
}

export const reportingEndpoints = {
  "summary": { method: "GET", path: "/i/api/business/reporting/v1/summary" } as TEndpointRoute<(typeof D28)["summary"]>,
  "exportCsv": { method: "GET", path: "/i/api/business/reporting/v1/bookings.csv" } as TEndpointRoute<(typeof D28)["exportCsv"]>,
  "tracker": { method: "GET", path: "/i/api/business/reporting/v1/tracker" } as TEndpointRoute<(typeof D28)["tracker"]>,
  "trackerViewers": { method: "GET", path: "/i/api/business/reporting/v1/tracker/viewers" } as TEndpointRoute<(typeof D28)["trackerViewers"]>,
}

export const siteServicesEndpoints = {
  "adBait": { method: "GET", path: "/res/ads/ad-banner.gif" } as TEndpointRoute<(typeof D29)["adBait"]>,
  "feedback": { method: "POST", path: "/i/api/site/feedback/v1" } as TEndpointRoute<(typeof D29)["feedback"]>,
  "priceAlerts": { method: "GET", path: "/i/api/account/priceAlerts/v1" } as TEndpointRoute<(typeof D29)["priceAlerts"]>,
  "createPriceAlert": { method: "POST", path: "/i/api/account/priceAlerts/v1" } as TEndpointRoute<(typeof D29)["createPriceAlert"]>,
  "priceAlertSettings": { method: "PUT", path: "/i/api/account/priceAlerts/v1/settings" } as TEndpointRoute<(typeof D29)["priceAlertSettings"]>,
  "removePriceAlert": { method: "DELETE", path: "/i/api/account/priceAlerts/v1/:priceAlertId" } as TEndpointRoute<(typeof D29)["removePriceAlert"]>,
}

export const socialEndpoints = {
  "google": {
    "redirect": { method: "GET", path: "/k/run/googleauth/redirect" } as TEndpointRoute<(typeof D30)["google"]["redirect"]>,
    "callback": { method: "GET", path: "/k/run/googleauth/callback" } as TEndpointRoute<(typeof D30)["google"]["callback"]>,
    "login": { method: "POST", path: "/k/run/googleauth/login", bodyType: 'form' } as TEndpointRoute<(typeof D30)["google"]["login"]>,
    "loginAndLinkExisting": { method: "POST", path: "/k/run/googleauth/loginAndLinkExisting", bodyType: 'form' } as TEndpointRoute<(typeof D30)["google"]["loginAndLinkExisting"]>,
    "link": { method: "POST", path: "/k/run/googleauth/link", bodyType: 'form' } as TEndpointRoute<(typeof D30)["google"]["link"]>,
    "unlink": { method: "POST", path: "/k/run/googleauth/unlink", bodyType: 'form' } as TEndpointRoute<(typeof D30)["google"]["unlink"]>,
    "nonce": { method: "POST", path: "/k/run/googleauth/nonce" } as TEndpointRoute<(typeof D30)["google"]["nonce"]>,
  },
  "naver": {
    "redirect": { method: "GET", path: "/k/run/naverauth/redirect" } as TEndpointRoute<(typeof D30)["naver"]["redirect"]>,
    "callback": { method: "GET", path: "/k/run/naverauth/callback" } as TEndpointRoute<(typeof D30)["naver"]["callback"]>,
    "login": { method: "POST", path: "/k/run/naverauth/login", bodyType: 'form' } as TEndpointRoute<(typeof D30)["naver"]["login"]>,
    "loginAndLinkExisting": { method: "POST", path: "/k/run/naverauth/loginAndLinkExisting", bodyType: 'form' } as TEndpointRoute<(typeof D30)["naver"]["loginAndLinkExisting"]>,
    "link": { method: "POST", path: "/k/run/naverauth/link", bodyType: 'form' } as TEndpointRoute<(typeof D30)["naver"]["link"]>,
    "unlink": { method: "POST", path: "/k/run/naverauth/unlink", bodyType: 'form' } as TEndpointRoute<(typeof D30)["naver"]["unlink"]>,
  },
  "apple": {
    "redirect": { method: "GET", path: "/k/run/appleauth/redirect" } as TEndpointRoute<(typeof D30)["apple"]["redirect"]>,
    "callback": { method: "POST", path: "/k/run/appleauth/callback", bodyType: 'form' } as TEndpointRoute<(typeof D30)["apple"]["callback"]>,
    "login": { method: "POST", path: "/k/run/appleauth/login", bodyType: 'form' } as TEndpointRoute<(typeof D30)["apple"]["login"]>,
    "loginAndLinkExisting": { method: "POST", path: "/k/run/appleauth/loginAndLinkExisting", bodyType: 'form' } as TEndpointRoute<(typeof D30)["apple"]["loginAndLinkExisting"]>,
    "link": { method: "POST", path: "/k/run/appleauth/link", bodyType: 'form' } as TEndpointRoute<(typeof D30)["apple"]["link"]>,
    "unlink": { method: "POST", path: "/k/run/appleauth/unlink", bodyType: 'form' } as TEndpointRoute<(typeof D30)["apple"]["unlink"]>,
  },
  "identities": { method: "GET", path: "/k/run/social/identities" } as TEndpointRoute<(typeof D30)["identities"]>,
}

export const ssoEndpoints = {
  "configs": { method: "GET", path: "/i/api/business/company/v1/sso" } as TEndpointRoute<(typeof D31)["configs"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/sso" } as TEndpointRoute<(typeof D31)["create"]>,
  "update": { method: "PUT", path: "/i/api/business/company/v1/sso/:id" } as TEndpointRoute<(typeof D31)["update"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/sso/:id" } as TEndpointRoute<(typeof D31)["remove"]>,
  "toggleActive": { method: "POST", path: "/i/api/business/company/v1/sso/toggleactive/:id/:flag" } as TEndpointRoute<(typeof D31)["toggleActive"]>,
  "trialUrl": { method: "GET", path: "/i/api/business/company/v1/sso/:id/externalAuthorizationUrl" } as TEndpointRoute<(typeof D31)["trialUrl"]>,
  "entryPoint": { method: "GET", path: "/i/api/business/company/v1/entrypointurl" } as TEndpointRoute<(typeof D31)["entryPoint"]>,
  "callback": { method: "GET", path: "/k/run/sso/callback" } as TEndpointRoute<(typeof D31)["callback"]>,
}

export const tripEventsEndpoints = {
  "save": { method: "POST", path: "/trips/api/events" } as TEndpointRoute<(typeof D32)["save"]>,
  "move": { method: "POST", path: "/trips/api/events/:eventId/move" } as TEndpointRoute<(typeof D32)["move"]>,
  "cart": { method: "POST", path: "/trips/api/events/:eventId/cart" } as TEndpointRoute<(typeof D32)["cart"]>,
  "book": { method: "POST", path: "/trips/api/events/:eventId/book" } as TEndpointRoute<(typeof D32)["book"]>,
  "quote": { method: "GET", path: "/trips/api/events/:eventId/checkout" } as TEndpointRoute<(typeof D32)["quote"]>,
  "booking": { method: "GET", path: "/trips/api/events/:eventId/booking" } as TEndpointRoute<(typeof D32)["booking"]>,
  "cancel": { method: "POST", path: "/trips/api/events/:eventId/cancel" } as TEndpointRoute<(typeof D32)["cancel"]>,
  "remove": { method: "DELETE", path: "/trips/api/events/:eventId" } as TEndpointRoute<(typeof D32)["remove"]>,
}

export const tripSharingEndpoints = {
  "shares": { method: "GET", path: "/trips/api/trips/:fullTripId/shares" } as TEndpointRoute<(typeof D33)["shares"]>,
  "share": { method: "POST", path: "/trips/api/trips/:fullTripId/shares" } as TEndpointRoute<(typeof D33)["share"]>,
  "setRole": { method: "PUT", path: "/trips/api/trips/:fullTripId/shares/:shareId" } as TEndpointRoute<(typeof D33)["setRole"]>,
  "unshare": { method: "DELETE", path: "/trips/api/trips/:fullTripId/shares/:shareId" } as TEndpointRoute<(typeof D33)["unshare"]>,
  "createLink": { method: "POST", path: "/trips/api/trips/:fullTripId/link" } as TEndpointRoute<(typeof D33)["createLink"]>,
  "revokeLink": { method: "DELETE", path: "/trips/api/trips/:fullTripId/link" } as TEndpointRoute<(typeof D33)["revokeLink"]>,
  "sharedTrip": { method: "POST", path: "/trips/api/shared" } as TEndpointRoute<(typeof D33)["sharedTrip"]>,
}

export const tripsEndpoints = {
  "store": { method: "GET", path: "/trips/api/store" } as TEndpointRoute<(typeof D34)["store"]>,
  "storeForTrip": { method: "POST", path: "/trips/api/store" } as TEndpointRoute<(typeof D34)["storeForTrip"]>,
  "upcomingFlights": { method: "GET", path: "/trips/api/flights/upcoming" } as TEndpointRoute<(typeof D34)["upcomingFlights"]>,
  "mapViewFD": { method: "POST", path: "/trips/api/user/settings/mapViewFD" } as TEndpointRoute<(typeof D34)["mapViewFD"]>,
  "mapViewDP": { method: "POST", path: "/trips/api/user/settings/mapViewDP" } as TEndpointRoute<(typeof D34)["mapViewDP"]>,
  "tdpAutopilot": { method: "POST", path: "/trips/api/user/settings/tdpAutopilot" } as TEndpointRoute<(typeof D34)["tdpAutopilot"]>,
  "goToTripsTooltipShown": { method: "POST", path: "/i/api/trips/user/v1/setTripsDrawerGoToTripsButtonTooltipShown" } as TEndpointRoute<(typeof D34)["goToTripsTooltipShown"]>,
  "reminderTooltipShown": { method: "POST", path: "/i/api/trips/user/v1/setTripsDrawerReminderTooltipShown" } as TEndpointRoute<(typeof D34)["reminderTooltipShown"]>,
  "navigationDrawerTooltipShown": { method: "POST", path: "/i/api/trips/user/v1/setNavigationDrawerTripsTooltipShown" } as TEndpointRoute<(typeof D34)["navigationDrawerTooltipShown"]>,
  "clearNotification": { method: "POST", path: "/trips/api/user/settings/clearNotification" } as TEndpointRoute<(typeof D34)["clearNotification"]>,
  "seasonalImage": { method: "GET", path: "/trips/api/images/seasonal/:destination/:season/:size" } as TEndpointRoute<(typeof D34)["seasonalImage"]>,
  "createTrip": { method: "POST", path: "/trips/api/trips" } as TEndpointRoute<(typeof D34)["createTrip"]>,
  "updateTrip": { method: "PUT", path: "/trips/api/trips/:fullTripId" } as TEndpointRoute<(typeof D34)["updateTrip"]>,
  "deleteTrip": { method: "DELETE", path: "/trips/api/trips/:fullTripId" } as TEndpointRoute<(typeof D34)["deleteTrip"]>,
}

export const twoFactorEndpoints = {
  "status": { method: "GET", path: "/i/api/account/twoFactor/v1/status" } as TEndpointRoute<(typeof D35)["status"]>,
  "sendEmailCode": { method: "POST", path: "/i/api/account/twoFactor/v1/email/send" } as TEndpointRoute<(typeof D35)["sendEmailCode"]>,
  "verify": { method: "POST", path: "/i/api/account/twoFactor/v1/verify" } as TEndpointRoute<(typeof D35)["verify"]>,
  "beginTotp": { method: "POST", path: "/i/api/account/twoFactor/v1/totp/enrol" } as TEndpointRoute<(typeof D35)["beginTotp"]>,
  "confirmTotp": { method: "POST", path: "/i/api/account/twoFactor/v1/totp/confirm" } as TEndpointRoute<(typeof D35)["confirmTotp"]>,
  "removeTotp": { method: "DELETE", path: "/i/api/account/twoFactor/v1/totp" } as TEndpointRoute<(typeof D35)["removeTotp"]>,
  "regenerateRecoveryCodes": { method: "POST", path: "/i/api/account/twoFactor/v1/recoveryCodes" } as TEndpointRoute<(typeof D35)["regenerateRecoveryCodes"]>,
}
