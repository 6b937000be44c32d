import { parseWith } from "#app/lib/forms/parse.ts";
import { describe, expect, it } from "vitest";
import { ibanCheckDigits } from "#app/lib/iban.ts";
import {
  attachmentProblem,
  declaredExtension,
  MAX_ATTACHMENT_BYTES,
  safeAttachmentName,
  sniffAttachmentType,
} from "./attachments.ts";
import { canManageBilling, canRequestChanges } from "./roles.ts";
import {
  BillingDetailsSchema,
  ChangeRequestSchema,
  DeleteAccountSchema,
  ACCOUNT_ERRORS,
  PasswordChangeSchema,
  PaymentMethodSchema,
  TicketSchema,
} from "./schemas.ts";
import {
  canReopen,
  priorityLevel,
  responseHours,
  responseTarget,
  statusAfterReply,
  storedPriority,
} from "./sla.ts";

const bytes = (...b: number[]) => new Uint8Array(b);

describe("attachments", () => {
  it("recognises images and PDF by their content", () => {
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffAttachmentType(new TextEncoder().encode("GIF89a..."))).toBe("image/gif");
    expect(sniffAttachmentType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffAttachmentType(new TextEncoder().encode("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("refuses a renamed executable, an empty file and files over 5 MB", () => {
    expect(attachmentProblem(bytes(0x4d, 0x5a, 0x90, 0x00), "rapport.pdf")).toBe("type"); // Windows PE "MZ"
    expect(attachmentProblem(bytes(0x7f, 0x45, 0x4c, 0x46), "rapport.pdf")).toBe("type"); // ELF
    expect(attachmentProblem(new TextEncoder().encode("<svg onload=alert(1)>"), "logo.png")).toBe("type");
    expect(attachmentProblem(bytes(), "vide.pdf")).toBe("empty");
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(attachmentProblem(big, "gros.pdf")).toBe("tooLarge");
    expect(attachmentProblem(big.subarray(0, MAX_ATTACHMENT_BYTES), "gros.pdf")).toBeUndefined();
  });

  it("refuses a name that declares another kind of file, whatever the content", () => {
    const pdf = new TextEncoder().encode("%PDF-1.7\n");
    // An image-and-HTML polyglot: right magic bytes, a name a browser would render.
    const polyglot = new TextEncoder().encode("GIF89a<script>alert(1)</script>");
    expect(attachmentProblem(pdf, "facture.pdf.exe")).toBe("type");
    expect(attachmentProblem(pdf, "facture.pdf.exe. . ")).toBe("type");
    expect(attachmentProblem(pdf, "facture.exe\u0000")).toBe("type");
    expect(attachmentProblem(polyglot, "page.html")).toBe("type");
    expect(attachmentProblem(polyglot, "dessin.svg")).toBe("type");
    expect(attachmentProblem(pdf, "script.js")).toBe("type");
    // Image and PDF names are all accepted (the stored name takes the real type's extension), and
    // so are names without an extension.
    expect(attachmentProblem(polyglot, "anim.GIF")).toBeUndefined();
    expect(attachmentProblem(pdf, "photo.jpeg")).toBeUndefined();
    expect(attachmentProblem(pdf, "scan")).toBeUndefined();
    expect(attachmentProblem(pdf, "compte-rendu 12.03.2025")).toBeUndefined();
  });

  it("reads a name's extension as the visitor's system does", () => {
    expect(declaredExtension("Rapport.PDF")).toBe("pdf");
    expect(declaredExtension("C:\\Users\\a\\facture.pdf.exe")).toBe("exe");
    expect(declaredExtension("facture.bat. ")).toBe("bat");
    expect(declaredExtension("scan")).toBeUndefined();
    expect(declaredExtension("v1.2")).toBeUndefined();
  });

  it("names the stored file after its real type, without a path", () => {
    expect(safeAttachmentName("../../etc/facture.png", "application/pdf")).toBe("facture.pdf");
    expect(safeAttachmentName('C:\\x\\"a<b>".exe', "image/png")).toBe("ab.png");
    expect(safeAttachmentName("", "image/jpeg")).toBe("piece-jointe.jpg");
  });
});

describe("response targets (spec §9)", () => {
  const opened = new Date("2026-03-02T09:00:00Z");
  it("follows the plan: 24 h, 4 h, 1 h; custom quotes get 4 h", () => {
    expect(responseHours("essential")).toBe(24);
    expect(responseHours("premium")).toBe(4);
    expect(responseHours("excellence")).toBe(1);
    expect(responseHours("custom")).toBe(4);
    expect(responseHours(null)).toBeNull();
  });

  it("is waiting, met or late", () => {
    const at = (h: number) => new Date(opened.getTime() + h * 3_600_000);
    expect(responseTarget("premium", opened, null, at(1))).toMatchObject({ state: "waiting", dueAt: at(4) });
    expect(responseTarget("premium", opened, null, at(5))?.state).toBe("late");
    expect(responseTarget("premium", opened, at(3), at(9))?.state).toBe("met");
    expect(responseTarget("excellence", opened, at(2), at(9))?.state).toBe("late");
    expect(responseTarget(null, opened, null, at(1))).toBeNull();
  });

  it("maps P1–P4 to the stored priorities and back", () => {
    expect(storedPriority("P1")).toBe("urgent");
    expect(storedPriority("P4")).toBe("low");
    for (const p of ["P1", "P2", "P3", "P4"] as const) expect(priorityLevel(storedPriority(p))).toBe(p);
  });

  it("reopens resolved and closed tickets; replies move the ticket between the two sides", () => {
    expect(canReopen("resolved")).toBe(true);
    expect(canReopen("closed")).toBe(true);
    expect(canReopen("open")).toBe(false);
    expect(statusAfterReply("client", "closed")).toBe("open");
    expect(statusAfterReply("staff", "open")).toBe("pending");
  });
});

describe("roles", () => {
  it("lets owners and billing contacts manage billing, not members", () => {
    expect(canManageBilling("owner")).toBe(true);
    expect(canManageBilling("billing")).toBe(true);
    expect(canManageBilling("member")).toBe(false);
    expect(canRequestChanges("member")).toBe(false);
  });
});

describe("form schemas", () => {
  const bban = "30006000011234567890189";
  const iban = `FR${ibanCheckDigits("FR", bban)}${bban}`;

  it("checks SIRET, VAT number, postal code and Chorus Pro code", () => {
    const base = { name: "Lycée", addressLine1: "1 rue", postalCode: "75001", city: "Paris" };
    expect(
      parseWith(BillingDetailsSchema, { ...base, siret: "732 829 320 00074" }, ACCOUNT_ERRORS),
    ).toMatchObject({
      ok: true,
      data: { siret: "73282932000074", country: "FR" },
    });
    expect(parseWith(BillingDetailsSchema, { ...base, siret: "73282932000075" }, ACCOUNT_ERRORS)).toEqual({
      ok: false,
      errors: { siret: "siret" },
    });
    expect(
      parseWith(BillingDetailsSchema, { ...base, vatNumber: "FR00123456789" }, ACCOUNT_ERRORS),
    ).toMatchObject({
      errors: { vatNumber: "vat" },
    });
    expect(
      parseWith(BillingDetailsSchema, { ...base, postalCode: "x", chorusServiceCode: "a b" }, ACCOUNT_ERRORS),
    ).toMatchObject({
      errors: { postalCode: "postalCode", chorusServiceCode: "chorus" },
    });
    expect(parseWith(BillingDetailsSchema, { name: "" }, ACCOUNT_ERRORS)).toMatchObject({
      errors: { name: "institutionName", addressLine1: "required", city: "required" },
    });
  });

  it("checks IBAN (SEPA zone), BIC and mandate of a direct debit", () => {
    const sepa = {
      kind: "sepa",
      holder: "Lycée",
      iban: iban.replace(/(.{4})/g, "$1 "),
      bic: "agri fr pp",
      mandateReference: "M-1",
    };
    expect(parseWith(PaymentMethodSchema, sepa, ACCOUNT_ERRORS)).toMatchObject({
      ok: true,
      data: { iban, bic: "AGRIFRPP" },
    });
    expect(
      parseWith(PaymentMethodSchema, { ...sepa, iban: iban.slice(0, -1) + "0" }, ACCOUNT_ERRORS),
    ).toMatchObject({
      errors: { iban: "iban" },
    });
    expect(
      parseWith(PaymentMethodSchema, { ...sepa, iban: "US12345678901234567890" }, ACCOUNT_ERRORS),
    ).toMatchObject({
      errors: { iban: "iban" },
    });
    expect(
      parseWith(PaymentMethodSchema, { ...sepa, bic: "BNP", mandateReference: "" }, ACCOUNT_ERRORS),
    ).toMatchObject({
      errors: { bic: "bic", mandateReference: "required" },
    });
    expect(
      parseWith(PaymentMethodSchema, { kind: "card", number: "4111111111111111" }, ACCOUNT_ERRORS).ok,
    ).toBe(false);
    expect(
      parseWith(PaymentMethodSchema, { kind: "purchase_order", orderReference: "" }, ACCOUNT_ERRORS),
    ).toMatchObject({
      errors: { orderReference: "required" },
    });
  });

  it("checks tickets, change requests, password change and account deletion", () => {
    expect(
      parseWith(
        TicketSchema,
        { subject: "abc", category: "x", priority: "P9", message: "court" },
        ACCOUNT_ERRORS,
      ),
    ).toEqual({
      ok: false,
      errors: {
        subject: "subjectShort",
        category: "category",
        priority: "priority",
        message: "messageShort",
      },
    });
    expect(
      parseWith(ChangeRequestSchema, { kind: "cap", studentCap: "1 200" }, ACCOUNT_ERRORS),
    ).toMatchObject({
      data: { studentCap: 1200 },
    });
    expect(parseWith(ChangeRequestSchema, { kind: "cap", studentCap: "-3" }, ACCOUNT_ERRORS)).toMatchObject({
      errors: { studentCap: "cap" },
    });
    expect(parseWith(ChangeRequestSchema, { kind: "addon", addon: "nope" }, ACCOUNT_ERRORS)).toMatchObject({
      errors: { addon: "addon" },
    });
    expect(
      parseWith(
        PasswordChangeSchema,
        { currentPassword: "a", newPassword: "abcdefg", confirmPassword: "x" },
        ACCOUNT_ERRORS,
      ),
    ).toMatchObject({ errors: { confirmPassword: "passwordMismatch" } });
    expect(parseWith(DeleteAccountSchema, { password: "p", confirm: "supprimer" }, ACCOUNT_ERRORS).ok).toBe(
      true,
    );
    expect(parseWith(DeleteAccountSchema, { password: "p", confirm: "oui" }, ACCOUNT_ERRORS)).toMatchObject({
      errors: { confirm: "confirmDelete" },
    });
  });
});
