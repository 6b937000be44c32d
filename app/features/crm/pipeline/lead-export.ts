/**
 * The columns of the leads export (admin CRM, "Exporter en CSV"): the lead's record, then who wrote
 * and what, taken from the submission as the visitor sent it. The forms name people with
 * `firstName` and `lastName`; the chatbot asks for one `name`, kept whole in `last_name`.
 */
export const LEAD_EXPORT_HEADER = [
  "id",
  "created_at",
  "type",
  "stage",
  "first_name",
  "last_name",
  "email",
  "phone",
  "institution",
  "message",
  "source",
  "campaign",
  "language",
  "owner",
  "value_eur",
  "lost_reason",
] as const;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The person and their words in a submission; empty strings for what it does not hold. */
export function leadContact(payload: unknown): {
  firstName: string;
  lastName: string;
  phone: string;
  message: string;
} {
  const p =
    payload && typeof payload === "object" && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {};
  const firstName = text(p.firstName);
  const lastName = text(p.lastName) || (firstName ? "" : text(p.name));
  return { firstName, lastName, phone: text(p.phone), message: text(p.message) };
}
