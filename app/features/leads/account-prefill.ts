import type { FormValues } from "#app/lib/forms/field-basics.ts";
import type { InstitutionType as FormInstitutionType } from "./options.ts";

/**
 * What a signed-in customer's forms start with (issue 20): their names and address, their
 * institution's name, type, size and SIRET. They can change any of it; the request is linked to
 * their own institution whatever they type (app/features/leads/contacts.server.ts).
 */
export interface AccountDetails {
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly institution: {
    readonly name: string;
    /** The CRM's type of institution (schema.ts `InstitutionType`). */
    readonly type: string;
    readonly students: number;
    readonly siret: string | null;
  } | null;
  /** The name given at sign-up, while no institution exists yet. */
  readonly companyName: string | null;
}

/** The CRM's institution types as the forms name them; "other" has no counterpart. */
const FORM_TYPE: Readonly<Record<string, FormInstitutionType>> = {
  school: "primary",
  secondary: "secondary",
  higher_education: "higher-education",
  vocational: "apprenticeship",
  training_center: "continuing-education",
};

export function accountPrefill(account: AccountDetails, form: "contact" | "demo" | "quote"): FormValues {
  const values: FormValues = { email: account.email };
  if (account.firstName) values.firstName = account.firstName;
  if (account.lastName) values.lastName = account.lastName;
  const institution = account.institution?.name ?? account.companyName;
  if (institution) values.institution = institution;
  const inst = account.institution;
  if (inst && form !== "contact") {
    const type = FORM_TYPE[inst.type];
    if (type) values.institutionType = type;
    if (inst.students > 0) values.students = String(inst.students);
  }
  if (inst?.siret && form === "quote") values.siret = inst.siret;
  return values;
}
