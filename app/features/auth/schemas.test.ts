import { describe, expect, it } from "vitest";
import {
  ConfirmTwoFactorSchema,
  ForgotPasswordSchema,
  parseForm,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  TwoFactorSchema,
} from "./schemas.ts";

const signUp = {
  firstName: " Jeanne ",
  lastName: "Dupont",
  email: " Jeanne.Dupont@Lycee.FR ",
  password: "Cahier-lune-7",
  confirmPassword: "Cahier-lune-7",
  institution: "  ",
  terms: "on",
};

describe("sign-in form", () => {
  it("normalises the e-mail and reads the remember-me checkbox", () => {
    expect(parseForm(SignInSchema, { email: " A@B.fr ", password: " x ", rememberMe: "on" })).toEqual({
      success: true,
      data: { email: "a@b.fr", password: " x ", rememberMe: true },
    });
    expect(parseForm(SignInSchema, { email: "a@b.fr", password: "x" })).toMatchObject({
      data: { rememberMe: false },
    });
  });

  it("requires an e-mail and a password (spec §5)", () => {
    expect(parseForm(SignInSchema, {})).toEqual({
      success: false,
      errors: { email: "emailRequired", password: "passwordRequired" },
    });
    expect(parseForm(SignInSchema, { email: "pas-un-email", password: "x" })).toMatchObject({
      errors: { email: "emailInvalid" },
    });
  });
});

describe("sign-up form", () => {
  it("trims names, drops an empty institution and accepts the terms", () => {
    const parsed = parseForm(SignUpSchema, signUp);
    expect(parsed).toMatchObject({
      success: true,
      data: { firstName: "Jeanne", lastName: "Dupont", email: "jeanne.dupont@lycee.fr", terms: true },
    });
    if (parsed.success) expect(parsed.data.institution).toBeUndefined();
  });

  it("reports each field's error", () => {
    expect(parseForm(SignUpSchema, { ...signUp, firstName: "", lastName: "  ", terms: undefined })).toEqual({
      success: false,
      errors: { firstName: "firstNameRequired", lastName: "lastNameRequired", terms: "termsRequired" },
    });
    expect(parseForm(SignUpSchema, { ...signUp, password: "abc", confirmPassword: "abc" })).toMatchObject({
      errors: { password: "passwordTooShort" },
    });
    expect(
      parseForm(SignUpSchema, { ...signUp, password: "x".repeat(129), confirmPassword: "x".repeat(129) }),
    ).toMatchObject({
      errors: { password: "passwordTooLong" },
    });
    expect(parseForm(SignUpSchema, { ...signUp, confirmPassword: "autre-chose" })).toMatchObject({
      errors: { confirmPassword: "passwordMismatch" },
    });
  });
});

describe("password reset forms", () => {
  it("checks the address, the token and the new password", () => {
    expect(parseForm(ForgotPasswordSchema, { email: "" })).toMatchObject({
      errors: { email: "emailRequired" },
    });
    expect(
      parseForm(ResetPasswordSchema, {
        token: "",
        password: "Cahier-lune-7",
        confirmPassword: "Cahier-lune-7",
      }),
    ).toMatchObject({
      errors: { token: "tokenMissing" },
    });
    expect(
      parseForm(ResetPasswordSchema, {
        token: "abcdefghijklmnopqrstuvwx",
        password: "Cahier-lune-7",
        confirmPassword: "Cahier-lune-7",
      }).success,
    ).toBe(true);
  });
});

describe("two-factor codes", () => {
  it("accepts 6 digits (with spaces) or a backup code", () => {
    expect(parseForm(TwoFactorSchema, { code: "123 456" })).toEqual({
      success: true,
      data: { code: "123456" },
    });
    expect(parseForm(TwoFactorSchema, { code: "aB3dE-fG5hJ" }).success).toBe(true);
    expect(parseForm(TwoFactorSchema, { code: "12345" })).toMatchObject({ errors: { code: "codeInvalid" } });
    expect(parseForm(TwoFactorSchema, { code: "" })).toMatchObject({ errors: { code: "codeRequired" } });
    expect(parseForm(ConfirmTwoFactorSchema, { code: "aB3dE-fG5hJ" })).toMatchObject({
      errors: { code: "codeInvalid" },
    });
  });
});
