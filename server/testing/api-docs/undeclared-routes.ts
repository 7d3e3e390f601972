/**
 * Routes registered without a declaration (issue 28 item 1, decision 107), while they move to one: the list
 * may only shrink. A route moved to its declaration comes off it; a new route comes with a declaration.
 */
export const UNDECLARED_ROUTES: readonly string[] = [
  'GET /k/run/appleauth/redirect',
  'GET /k/run/googleauth/callback',
  'GET /k/run/googleauth/redirect',
  'GET /k/run/naverauth/callback',
  'GET /k/run/naverauth/redirect',
  'GET /k/run/social/identities',
  'POST /k/run/appleauth/callback',
  'POST /k/run/appleauth/link',
  'POST /k/run/appleauth/login',
  'POST /k/run/appleauth/loginAndLinkExisting',
  'POST /k/run/appleauth/unlink',
  'POST /k/run/googleauth/link',
  'POST /k/run/googleauth/login',
  'POST /k/run/googleauth/loginAndLinkExisting',
  'POST /k/run/googleauth/nonce',
  'POST /k/run/googleauth/unlink',
  'POST /k/run/naverauth/link',
  'POST /k/run/naverauth/login',
  'POST /k/run/naverauth/loginAndLinkExisting',
  'POST /k/run/naverauth/unlink',
]
