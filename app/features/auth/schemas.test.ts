import { parseWith } from "#app/lib/forms/parse.ts";
import { describe, expect, it } from "vitest";
import {
  ConfirmTwoFactorSchema,
  ForgotPasswordSchema,
  AUTH_ERRORS,
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
    expect(
      parseWith(SignInSchema, { email: " A@B.fr ", password: " x ", rememberMe: "on" }, AUTH_ERRORS),
    ).toEqual({
      ok: true,
      data: { email: "a@b.fr", password: " x ", rememberMe: true },
    });
    expect(parseWith(SignInSchema, { email: "a@b.fr", password: "x" }, AUTH_ERRORS)).toMatchObject({
      data: { rememberMe: false },
    });
  });

  it("requires an e-mail and a password (spec §5)", () => {
    expect(parseWith(SignInSchema, {}, AUTH_ERRORS)).toEqual({
      ok: false,
      errors: { email: "emailRequired", password: "passwordRequired" },
    });
    expect(parseWith(SignInSchema, { email: "pas-un-email", password: "x" }, AUTH_ERRORS)).toMatchObject({
      errors: { email: "emailInvalid" },
    });
  });
});

describe("sign-up form", () => {
  it("trims names, drops an empty institution and accepts the terms", () => {
    const parsed = parseWith(SignUpSchema, signUp, AUTH_ERRORS);
    expect(parsed).toMatchObject({
      ok: true,
      data: { firstName: "Jeanne", lastName: "Dupont", email: "jeanne.dupont@lycee.fr", terms: true },
    });
    if (parsed.ok) expect(parsed.data.institution).toBeUndefined();
  });

  it("reports each field's error", () => {
    expect(
      parseWith(SignUpSchema, { ...signUp, firstName: "", lastName: "  ", terms: undefined }, AUTH_ERRORS),
    ).toEqual({
      ok: false,
      errors: { firstName: "firstNameRequired", lastName: "lastNameRequired", terms: "termsRequired" },
    });
    expect(
      parseWith(SignUpSchema, { ...signUp, password: "abc", confirmPassword: "abc" }, AUTH_ERRORS),
    ).toMatchObject({
      errors: { password: "passwordTooShort" },
    });
    expect(
      parseWith(
        SignUpSchema,
        { ...signUp, password: "x".repeat(129), confirmPassword: "x".repeat(129) },
        AUTH_ERRORS,
      ),
    ).toMatchObject({
      errors: { password: "passwordTooLong" },
    });
    expect(parseWith(SignUpSchema, { ...signUp, confirmPassword: "autre-chose" }, AUTH_ERRORS)).toMatchObject(
      {
        errors: { confirmPassword: "passwordMismatch" },
      },
    );
  });
});

describe("password reset forms", () => {
  it("checks the address, the token and the new password", () => {
    expect(parseWith(ForgotPasswordSchema, { email: "" }, AUTH_ERRORS)).toMatchObject({
      errors: { email: "emailRequired" },
    });
    expect(
      parseWith(
        ResetPasswordSchema,
        {
          token: "",
          password: "Cahier-lune-7",
          confirmPassword: "Cahier-lune-7",
        },
        AUTH_ERRORS,
      ),
    ).toMatchObject({
      errors: { token: "tokenMissing" },
    });
    expect(
      parseWith(
        ResetPasswordSchema,
        {
          token: "abcdefghijklmnopqrstuvwx",
          password: "Cahier-lune-7",
          confirmPassword: "Cahier-lune-7",
        },
        AUTH_ERRORS,
      ).ok,
    ).toBe(true);
  });
});

describe("two-factor codes", () => {
  it("accepts 6 digits (with spaces) or a backup code", () => {
    expect(parseWith(TwoFactorSchema, { code: "123 456" }, AUTH_ERRORS)).toEqual({
      ok: true,
      data: { code: "123456" },
    });
    expect(parseWith(TwoFactorSchema, { code: "aB3dE-fG5hJ" }, AUTH_ERRORS).ok).toBe(true);
    expect(parseWith(TwoFactorSchema, { code: "12345" }, AUTH_ERRORS)).toMatchObject({
      errors: { code: "codeInvalid" },
    });
    expect(parseWith(TwoFactorSchema, { code: "" }, AUTH_ERRORS)).toMatchObject({
      errors: { code: "codeRequired" },
    });
    expect(parseWith(ConfirmTwoFactorSchema, { code: "aB3dE-fG5hJ" }, AUTH_ERRORS)).toMatchObject({
      errors: { code: "codeInvalid" },
    });
  });
});
