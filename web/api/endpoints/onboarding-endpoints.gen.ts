// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { onboardingEndpoints as D0 } from '../../../shared/business/onboarding-endpoints.ts'

export const onboardingEndpoints = {
  "signup": {
    "biz": { method: "POST", path: "/i/api/business/company/v1/signup" } as TEndpointRoute<(typeof D0)["signup"]["biz"]>,
    "bizPlus": { method: "POST", path: "/i/api/business/company/v2/bizPlus/signup" } as TEndpointRoute<(typeof D0)["signup"]["bizPlus"]>,
  },
  "leisureSignup": { method: "POST", path: "/i/api/business/company/v1/leisureSignup" } as TEndpointRoute<(typeof D0)["leisureSignup"]>,
  "trackEmailConfirmationClick": { method: "POST", path: "/i/api/business/company/v1/bizPlus/trackEmailConfirmationClick" } as TEndpointRoute<(typeof D0)["trackEmailConfirmationClick"]>,
  "confirm": { method: "POST", path: "/i/api/business/company/v1/confirmation" } as TEndpointRoute<(typeof D0)["confirm"]>,
  "sendConfirmation": {
    "biz": { method: "POST", path: "/i/api/business/company/v1/sendConfirmation" } as TEndpointRoute<(typeof D0)["sendConfirmation"]["biz"]>,
    "bizPlus": { method: "POST", path: "/i/api/business/company/v1/bizPlus/sendConfirmation" } as TEndpointRoute<(typeof D0)["sendConfirmation"]["bizPlus"]>,
  },
  "resendConfirmationEmail": { method: "POST", path: "/i/api/business/me/v1/resendConfirmationEmail" } as TEndpointRoute<(typeof D0)["resendConfirmationEmail"]>,
  "setup": {
    "v1": { method: "POST", path: "/i/api/business/me/v1/setup" } as TEndpointRoute<(typeof D0)["setup"]["v1"]>,
    "v2": { method: "POST", path: "/i/api/business/me/v2/setup" } as TEndpointRoute<(typeof D0)["setup"]["v2"]>,
    "v3": { method: "POST", path: "/i/api/business/me/v3/setup" } as TEndpointRoute<(typeof D0)["setup"]["v3"]>,
  },
  "setupAnswers": { method: "GET", path: "/i/api/business/me/v3/setup" } as TEndpointRoute<(typeof D0)["setupAnswers"]>,
  "tasks": { method: "GET", path: "/i/api/business/me/v1/tasks" } as TEndpointRoute<(typeof D0)["tasks"]>,
  "taskStatus": { method: "POST", path: "/i/api/business/me/v1/taskStatus" } as TEndpointRoute<(typeof D0)["taskStatus"]>,
  "dismissReminderTaskGrid": { method: "POST", path: "/i/api/business/me/v1/dismissReminderTaskGrid" } as TEndpointRoute<(typeof D0)["dismissReminderTaskGrid"]>,
  "accountInfo": { method: "GET", path: "/i/api/business/me/v1/account/info" } as TEndpointRoute<(typeof D0)["accountInfo"]>,
  "accountKeywords": { method: "POST", path: "/i/api/business/me/v1/account/keywords" } as TEndpointRoute<(typeof D0)["accountKeywords"]>,
  "businessToggleUrl": { method: "GET", path: "/i/api/business/me/v1/businessToggleUrl" } as TEndpointRoute<(typeof D0)["businessToggleUrl"]>,
  "currentIdentity": { method: "GET", path: "/i/api/business/me/v1/currentIdentity" } as TEndpointRoute<(typeof D0)["currentIdentity"]>,
}
