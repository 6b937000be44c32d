import { describe, expect, it } from "vitest";
import {
  EndImpersonationSchema,
  HOLDER_ONLY_INTENTS,
  IMPERSONATION_MINUTES,
  impersonationExpiry,
  impersonationRefusal,
  impersonationState,
  isHolderOnly,
  staffRoleOfAccount,
  StartImpersonationSchema,
} from "./impersonation.ts";

const customer = { userId: "customer", role: "user", staffRole: null, banned: false } as const;

describe("who may sign in as whom", () => {
  it("lets admins and support sign in as a customer, never sales or billing", () => {
    expect(impersonationRefusal({ userId: "a", role: "admin" }, customer)).toBeNull();
    expect(impersonationRefusal({ userId: "s", role: "support" }, customer)).toBeNull();
    expect(impersonationRefusal({ userId: "v", role: "sales" }, customer)).toBe("forbidden");
    expect(impersonationRefusal({ userId: "b", role: "billing" }, customer)).toBe("forbidden");
    expect(impersonationRefusal({ userId: "x", role: null }, customer)).toBe("forbidden");
  });

  it("never as a staff member, an admin, a suspended account or oneself", () => {
    const admin = { userId: "s", role: "support" } as const;
    expect(impersonationRefusal(admin, { ...customer, staffRole: "sales" })).toBe("staffAccount");
    expect(impersonationRefusal(admin, { ...customer, role: "admin" })).toBe("staffAccount");
    expect(impersonationRefusal(admin, { ...customer, banned: true })).toBe("banned");
    expect(impersonationRefusal(admin, { ...customer, userId: "s" })).toBe("self");
  });

  it("reads the staff role from the user's role, then the staff_member row", () => {
    expect(staffRoleOfAccount("admin", null)).toBe("admin");
    expect(staffRoleOfAccount("admin", "sales")).toBe("admin");
    expect(staffRoleOfAccount("user", "support")).toBe("support");
    expect(staffRoleOfAccount("user", null)).toBeNull();
  });
});

describe("the reason", () => {
  it("is trimmed and takes 10 to 500 characters", () => {
    const ok = StartImpersonationSchema.safeParse({ userId: " u1 ", reason: "  Ticket 42 : factures  " });
    expect(ok.success && ok.data).toEqual({ userId: "u1", reason: "Ticket 42 : factures" });
    const errorOf = (reason: unknown) => {
      const parsed = StartImpersonationSchema.safeParse({ userId: "u1", reason });
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(errorOf(undefined)).toBe("impersonationReasonRequired");
    expect(errorOf("   ")).toBe("impersonationReasonRequired");
    expect(errorOf("  Trop bref  ")).toBe("impersonationReasonTooShort");
    expect(errorOf("x".repeat(10))).toBeNull();
    expect(errorOf("x".repeat(500))).toBeNull();
    expect(errorOf("x".repeat(501))).toBe("impersonationReasonTooLong");
  });

  it("the end form falls back to French for an unknown language", () => {
    expect(EndImpersonationSchema.parse({ lang: "en" })).toEqual({ lang: "en" });
    expect(EndImpersonationSchema.parse({ lang: "de" })).toEqual({ lang: "fr" });
    expect(EndImpersonationSchema.parse({})).toEqual({ lang: "fr" });
  });
});

describe("expiry and state", () => {
  const start = new Date("2026-03-02T09:00:00.000Z");
  const record = { staffUserId: "staff", expiresAt: impersonationExpiry(start), endedAt: null };
  const request = { sessionUserId: "staff", staffRole: "support" as const, target: customer };

  it("lasts 30 minutes from the start", () => {
    expect(IMPERSONATION_MINUTES).toBe(30);
    expect(impersonationExpiry(start).toISOString()).toBe("2026-03-02T09:30:00.000Z");
  });

  it("is active until its end, then expired, and ended once closed", () => {
    expect(impersonationState(record, new Date("2026-03-02T09:29:59.999Z"), request)).toBe("active");
    expect(impersonationState(record, new Date("2026-03-02T09:30:00.000Z"), request)).toBe("expired");
    expect(impersonationState({ ...record, endedAt: start }, start, request)).toBe("ended");
  });

  it("is revoked for another browser session, a lost permission or a target no longer allowed", () => {
    expect(impersonationState(record, start, { ...request, sessionUserId: null })).toBe("revoked");
    expect(impersonationState(record, start, { ...request, sessionUserId: "someone" })).toBe("revoked");
    expect(impersonationState(record, start, { ...request, staffRole: "sales" })).toBe("revoked");
    expect(impersonationState(record, start, { ...request, target: null })).toBe("revoked");
    expect(
      impersonationState(record, start, { ...request, target: { ...customer, staffRole: "billing" } }),
    ).toBe("revoked");
    expect(impersonationState(record, start, { ...request, target: { ...customer, banned: true } })).toBe(
      "revoked",
    );
  });
});

describe("what stays the account holder's", () => {
  it("covers the credentials, the sessions and the deletion, not the profile's names", () => {
    for (const intent of HOLDER_ONLY_INTENTS) expect(isHolderOnly(intent)).toBe(true);
    expect(isHolderOnly("password")).toBe(true);
    expect(isHolderOnly("2fa-disable")).toBe(true);
    expect(isHolderOnly("profile")).toBe(false);
    expect(isHolderOnly("institution")).toBe(false);
    expect(isHolderOnly(undefined)).toBe(false);
  });
});
