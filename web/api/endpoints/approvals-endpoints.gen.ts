// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { approvalEndpoints as D0 } from '../../../shared/business/approvals-endpoints.ts'

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
