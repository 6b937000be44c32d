/**
 * The calendar invitation attached to a demo confirmation (RFC 5545, METHOD:REQUEST), so that the
 * visitor's mail client offers to add the demo to their calendar. A rescheduled demo keeps its UID
 * with a higher SEQUENCE (the calendar moves the event); a cancelled one is sent with
 * METHOD:CANCEL.
 */

export interface InviteInput {
  readonly uid: string;
  /** ISO instants. */
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly description: string;
  readonly location?: string;
  readonly url?: string;
  readonly organizer: { readonly name: string; readonly email: string };
  readonly attendee: { readonly name: string; readonly email: string };
  readonly sequence?: number;
  readonly method?: "REQUEST" | "CANCEL";
  /** When the invitation was produced (ISO). */
  readonly stamp: string;
}

/** 20260330T070000Z */
export function icsDate(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Escapes TEXT values: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A person's name as a parameter value: quoted, without the characters a quoted value cannot hold. */
function cn(name: string): string {
  return `"${name.replace(/["\r\n]/g, "").trim()}"`;
}

export function buildInvite(input: InviteInput): string {
  const method = input.method ?? "REQUEST";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//GA Education//Demo booking//FR",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence ?? 0}`,
    `DTSTAMP:${icsDate(input.stamp)}`,
    `DTSTART:${icsDate(input.start)}`,
    `DTEND:${icsDate(input.end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    ...(input.location ? [`LOCATION:${escapeText(input.location)}`] : []),
    ...(input.url ? [`URL:${input.url}`] : []),
    `ORGANIZER;CN=${cn(input.organizer.name)}:mailto:${input.organizer.email}`,
    `ATTENDEE;CN=${cn(input.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${input.attendee.email}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    ...(method === "REQUEST"
      ? [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          "TRIGGER:-PT15M",
          `DESCRIPTION:${escapeText(input.summary)}`,
          "END:VALARM",
        ]
      : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
