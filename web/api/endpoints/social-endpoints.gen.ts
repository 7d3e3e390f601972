// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { socialEndpoints as D0 } from '../../../shared/social/social-endpoints.ts'

export const socialEndpoints = {
  "google": {
    "redirect": { method: "GET", path: "/k/run/googleauth/redirect" } as TEndpointRoute<(typeof D0)["google"]["redirect"]>,
    "callback": { method: "GET", path: "/k/run/googleauth/callback" } as TEndpointRoute<(typeof D0)["google"]["callback"]>,
    "login": { method: "POST", path: "/k/run/googleauth/login", bodyType: 'form' } as TEndpointRoute<(typeof D0)["google"]["login"]>,
    "loginAndLinkExisting": { method: "POST", path: "/k/run/googleauth/loginAndLinkExisting", bodyType: 'form' } as TEndpointRoute<(typeof D0)["google"]["loginAndLinkExisting"]>,
    "link": { method: "POST", path: "/k/run/googleauth/link", bodyType: 'form' } as TEndpointRoute<(typeof D0)["google"]["link"]>,
    "unlink": { method: "POST", path: "/k/run/googleauth/unlink", bodyType: 'form' } as TEndpointRoute<(typeof D0)["google"]["unlink"]>,
    "nonce": { method: "POST", path: "/k/run/googleauth/nonce" } as TEndpointRoute<(typeof D0)["google"]["nonce"]>,
  },
  "naver": {
    "redirect": { method: "GET", path: "/k/run/naverauth/redirect" } as TEndpointRoute<(typeof D0)["naver"]["redirect"]>,
    "callback": { method: "GET", path: "/k/run/naverauth/callback" } as TEndpointRoute<(typeof D0)["naver"]["callback"]>,
    "login": { method: "POST", path: "/k/run/naverauth/login", bodyType: 'form' } as TEndpointRoute<(typeof D0)["naver"]["login"]>,
    "loginAndLinkExisting": { method: "POST", path: "/k/run/naverauth/loginAndLinkExisting", bodyType: 'form' } as TEndpointRoute<(typeof D0)["naver"]["loginAndLinkExisting"]>,
    "link": { method: "POST", path: "/k/run/naverauth/link", bodyType: 'form' } as TEndpointRoute<(typeof D0)["naver"]["link"]>,
    "unlink": { method: "POST", path: "/k/run/naverauth/unlink", bodyType: 'form' } as TEndpointRoute<(typeof D0)["naver"]["unlink"]>,
  },
  "apple": {
    "redirect": { method: "GET", path: "/k/run/appleauth/redirect" } as TEndpointRoute<(typeof D0)["apple"]["redirect"]>,
    "callback": { method: "POST", path: "/k/run/appleauth/callback", bodyType: 'form' } as TEndpointRoute<(typeof D0)["apple"]["callback"]>,
    "login": { method: "POST", path: "/k/run/appleauth/login", bodyType: 'form' } as TEndpointRoute<(typeof D0)["apple"]["login"]>,
    "loginAndLinkExisting": { method: "POST", path: "/k/run/appleauth/loginAndLinkExisting", bodyType: 'form' } as TEndpointRoute<(typeof D0)["apple"]["loginAndLinkExisting"]>,
    "link": { method: "POST", path: "/k/run/appleauth/link", bodyType: 'form' } as TEndpointRoute<(typeof D0)["apple"]["link"]>,
    "unlink": { method: "POST", path: "/k/run/appleauth/unlink", bodyType: 'form' } as TEndpointRoute<(typeof D0)["apple"]["unlink"]>,
  },
  "identities": { method: "GET", path: "/k/run/social/identities" } as TEndpointRoute<(typeof D0)["identities"]>,
}
