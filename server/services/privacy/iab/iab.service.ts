/**
 * The IAB TCF side of consent (decision 028): the vendor list kept on the server, TC strings encoded and
 * decoded with @iabtechlabtcf/core, re-consent rules. Filled in by the IAB work of issue 6.
 */
export interface IabService {
  /** The stored TC string must be asked again: vendor set or legal basis changed, or it is too old. */
  reconsentDue(tcString: string): boolean
}

export function createIabService(): IabService {
  return {
    reconsentDue: () => false,
  }
}
