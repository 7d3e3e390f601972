// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { peopleEndpoints as D0 } from '../../../shared/business/people-endpoints.ts'

export const peopleEndpoints = {
  "findUsers": { method: "POST", path: "/i/api/business/users/v2/findUsers" } as TEndpointRoute<(typeof D0)["findUsers"]>,
  "roles": { method: "GET", path: "/i/api/business/users/v2/roles" } as TEndpointRoute<(typeof D0)["roles"]>,
  "createRole": { method: "POST", path: "/i/api/business/users/v2/roles" } as TEndpointRoute<(typeof D0)["createRole"]>,
  "updateRole": { method: "PUT", path: "/i/api/business/users/v2/roles/:id" } as TEndpointRoute<(typeof D0)["updateRole"]>,
  "deleteRole": { method: "DELETE", path: "/i/api/business/users/v2/roles/:id" } as TEndpointRoute<(typeof D0)["deleteRole"]>,
  "memberRole": { method: "PUT", path: "/i/api/business/users/v2/members/:userId/role" } as TEndpointRoute<(typeof D0)["memberRole"]>,
  "bulkRole": { method: "POST", path: "/i/api/business/users/v2/members/role" } as TEndpointRoute<(typeof D0)["bulkRole"]>,
  "bulkOffice": { method: "POST", path: "/i/api/business/users/v2/members/office" } as TEndpointRoute<(typeof D0)["bulkOffice"]>,
  "groups": { method: "GET", path: "/i/api/business/users/v2/groups" } as TEndpointRoute<(typeof D0)["groups"]>,
  "createGroup": { method: "POST", path: "/i/api/business/users/v2/groups" } as TEndpointRoute<(typeof D0)["createGroup"]>,
  "renameGroup": { method: "PUT", path: "/i/api/business/users/v2/groups/:id" } as TEndpointRoute<(typeof D0)["renameGroup"]>,
  "deleteGroup": { method: "DELETE", path: "/i/api/business/users/v2/groups/:id" } as TEndpointRoute<(typeof D0)["deleteGroup"]>,
  "addToGroup": { method: "POST", path: "/i/api/business/users/v2/groups/:id/members/add" } as TEndpointRoute<(typeof D0)["addToGroup"]>,
  "removeFromGroup": { method: "POST", path: "/i/api/business/users/v2/groups/:id/members/remove" } as TEndpointRoute<(typeof D0)["removeFromGroup"]>,
}
