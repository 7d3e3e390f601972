// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { membersEndpoints as D0 } from '../../../shared/business/members-endpoints.ts'

export const membersEndpoints = {
  "invitations": { method: "GET", path: "/i/api/business/users/v2/invitations" } as TEndpointRoute<(typeof D0)["invitations"]>,
  "invite": { method: "POST", path: "/i/api/business/users/v2/invitations" } as TEndpointRoute<(typeof D0)["invite"]>,
  "resend": { method: "POST", path: "/i/api/business/users/v2/invitations/:id/resend" } as TEndpointRoute<(typeof D0)["resend"]>,
  "revoke": { method: "DELETE", path: "/i/api/business/users/v2/invitations/:id" } as TEndpointRoute<(typeof D0)["revoke"]>,
  "importCsv": { method: "POST", path: "/i/api/business/users/v2/import" } as TEndpointRoute<(typeof D0)["importCsv"]>,
  "deactivate": { method: "POST", path: "/i/api/business/users/v2/members/:userId/deactivate" } as TEndpointRoute<(typeof D0)["deactivate"]>,
  "reactivate": { method: "POST", path: "/i/api/business/users/v2/members/:userId/reactivate" } as TEndpointRoute<(typeof D0)["reactivate"]>,
  "updateGuest": { method: "PUT", path: "/i/api/business/users/v2/guests/:userId" } as TEndpointRoute<(typeof D0)["updateGuest"]>,
  "removeGuest": { method: "DELETE", path: "/i/api/business/users/v2/guests/:userId" } as TEndpointRoute<(typeof D0)["removeGuest"]>,
  "myInvitations": { method: "GET", path: "/i/api/business/me/v1/invitations" } as TEndpointRoute<(typeof D0)["myInvitations"]>,
  "previewInvitation": { method: "POST", path: "/i/api/business/me/v1/invitations/preview" } as TEndpointRoute<(typeof D0)["previewInvitation"]>,
  "acceptInvitation": { method: "POST", path: "/i/api/business/me/v1/invitations/accept" } as TEndpointRoute<(typeof D0)["acceptInvitation"]>,
  "declineInvitation": { method: "POST", path: "/i/api/business/me/v1/invitations/decline" } as TEndpointRoute<(typeof D0)["declineInvitation"]>,
}
