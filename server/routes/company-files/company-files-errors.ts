import { CompanyFilesErrorCode } from '../../../shared/business/company-files-contract.ts'
import { HttpError } from '../../http-error.ts'

export const missingFile = (field: string) =>
  new HttpError(400, CompanyFilesErrorCode.FILE_MISSING, `${field}: choose a file to upload.`)
