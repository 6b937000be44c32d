/** What `/success?commande=<reference>` shows of an order: only to the account that placed it. */
export interface OrderView {
  readonly reference: string;
  readonly plan: string;
  readonly students: number;
  readonly addons: readonly string[];
  readonly billingName: string;
  readonly payment: string;
  /** Only ever masked. */
  readonly iban: string | null;
  readonly mandateReference: string | null;
  readonly status: string;
}
