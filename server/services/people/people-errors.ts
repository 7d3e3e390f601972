import { PeopleErrorCode } from '../../../shared/business/people-contract.ts'
import { HttpError } from '../../http-error.ts'

/** Refusals several people services give alike. */
export const roleNotFound = () => new HttpError(404, PeopleErrorCode.ROLE_NOT_FOUND, 'No such role.')
export const memberNotFound = () => new HttpError(404, PeopleErrorCode.MEMBER_NOT_FOUND, 'No such member.')
export const lastAdmin = () =>
  new HttpError(409, PeopleErrorCode.LAST_ADMIN, 'The company would have no admin left.')
