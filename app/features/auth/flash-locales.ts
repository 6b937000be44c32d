import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * The one-line notices a redirect leaves for the next page (a cookie, flash.server.ts): on the
 * sign-in page, the account bar and the CRM's top bar. A namespace of their own, so that the CRM
 * does not load every text of the sign-in pages for them.
 */
export const flashFr = {
  signedIn: "Connexion réussie !",
  signedOut: "Vous êtes déconnecté. À bientôt !",
  passwordReset: "Mot de passe modifié. Connectez-vous avec votre nouveau mot de passe.",
  verificationExpired:
    "Ce lien de confirmation n'est plus valable. Connectez-vous avec votre e-mail et votre mot de passe : nous vous en enverrons un nouveau.",
  adminTwoFactorRequired: "Activez la double authentification ci-dessous pour accéder à l'Admin CRM.",
  accountDeleted: "Votre compte a été supprimé. Vos données personnelles ont été effacées.",
  impersonationEnded:
    "Connexion en tant que client terminée : vous êtes de nouveau connecté avec votre compte.",
  emailChangeCancelled:
    "Changement annulé : votre adresse e-mail est rétablie et toutes les sessions de votre compte ont été fermées. Connectez-vous, puis changez votre mot de passe.",
};

export const flashEn: LocaleShape<typeof flashFr> = {
  signedIn: "Signed in successfully!",
  signedOut: "You are signed out. See you soon!",
  passwordReset: "Password changed. Sign in with your new password.",
  verificationExpired:
    "This confirmation link is no longer valid. Sign in with your e-mail and password: we will send you a new one.",
  adminTwoFactorRequired: "Enable two-factor authentication below to use the Admin CRM.",
  accountDeleted: "Your account was deleted. Your personal data was erased.",
  impersonationEnded: "Sign-in as a client ended: you are signed in with your own account again.",
  emailChangeCancelled:
    "Change cancelled: your e-mail address is restored and every session of your account was signed out. Sign in, then change your password.",
};

export type FlashKey = keyof typeof flashFr;

export const flashNamespace = defineNamespace({ name: "flash", fr: flashFr, en: flashEn });
