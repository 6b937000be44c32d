/** An institution's billing details (read and written by billing-details.server.ts). */
export interface BillingDetailsRecord {
  readonly name: string;
  readonly siret: string;
  readonly vatNumber: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  /** A public buyer's Chorus Pro service code (BT-10). */
  readonly chorusServiceCode: string;
  /** A public buyer's engagement number (BT-13), kept by staff. */
  readonly engagementNumber: string;
}
