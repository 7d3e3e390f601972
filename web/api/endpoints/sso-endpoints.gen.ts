// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { ssoEndpoints as D0 } from '../../../shared/sso/sso-endpoints.ts'

export const ssoEndpoints = {
  "configs": { method: "GET", path: "/i/api/business/company/v1/sso" } as TEndpointRoute<(typeof D0)["configs"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/sso" } as TEndpointRoute<(typeof D0)["create"]>,
  "update": { method: "PUT", path: "/i/api/business/company/v1/sso/:id" } as TEndpointRoute<(typeof D0)["update"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/sso/:id" } as TEndpointRoute<(typeof D0)["remove"]>,
  "toggleActive": { method: "POST", path: "/i/api/business/company/v1/sso/toggleactive/:id/:flag" } as TEndpointRoute<(typeof D0)["toggleActive"]>,
  "trialUrl": { method: "GET", path: "/i/api/business/company/v1/sso/:id/externalAuthorizationUrl" } as TEndpointRoute<(typeof D0)["trialUrl"]>,
  "entryPoint": { method: "GET", path: "/i/api/business/company/v1/entrypointurl" } as TEndpointRoute<(typeof D0)["entryPoint"]>,
  "callback": { method: "GET", path: "/k/run/sso/callback" } as TEndpointRoute<(typeof D0)["callback"]>,
}
