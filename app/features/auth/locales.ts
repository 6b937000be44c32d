import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * Texts of the sign-in page, the account guards and the security section, in the `auth`
 * namespace (it travels with the /auth and client-space chunks). spec §8 messages verbatim:
 * "Connexion réussie !", "Erreur lors de la connexion", "Inscription réussie ! Vérifiez vos emails
 * pour confirmer votre compte.", "Erreur lors de l'inscription", "Erreur inattendue".
 */
export const authFr = {
  tabs: {
    label: "Connexion ou inscription",
    signIn: "Connexion",
    signUp: "Inscription",
  },
  fields: {
    email: "Adresse e-mail",
    password: "Mot de passe",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmer le mot de passe",
    firstName: "Prénom",
    lastName: "Nom",
    institution: "Établissement",
    institutionHint: "Facultatif : le nom de votre école, collège, lycée, université ou organisme.",
    rememberMe: "Se souvenir de moi (30 jours)",
    terms: "J'accepte les conditions d'utilisation et la politique de confidentialité.",
    termsLink: "Lire les conditions d'utilisation",
    privacyLink: "la politique de confidentialité",
    code: "Code de vérification",
    codeHint: "Les 6 chiffres de votre application d'authentification, ou l'un de vos codes de secours.",
    currentPassword: "Mot de passe actuel",
    showPassword: "Afficher le mot de passe",
    hidePassword: "Masquer le mot de passe",
  },
  signIn: {
    title: "Connexion à votre espace client",
    submit: "Se connecter",
    submitting: "Connexion…",
    forgot: "Mot de passe oublié ?",
    noAccount: "Pas encore de compte ?",
    createAccount: "Créer un compte",
    success: "Connexion réussie !",
    error: "Erreur lors de la connexion",
    redirectNotice: "Connectez-vous pour accéder à cette page.",
  },
  signUp: {
    title: "Créer votre compte",
    submit: "Créer mon compte",
    submitting: "Création du compte…",
    haveAccount: "Vous avez déjà un compte ?",
    signInLink: "Se connecter",
    success: "Inscription réussie ! Vérifiez vos emails pour confirmer votre compte.",
    successHint:
      "Le lien de confirmation est valable 24 heures. Pensez à regarder dans vos courriers indésirables.",
    error: "Erreur lors de l'inscription",
  },
  forgot: {
    title: "Mot de passe oublié",
    intro:
      "Indiquez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.",
    submit: "Envoyer le lien",
    submitting: "Envoi…",
    sent: "Si un compte existe pour cette adresse, un e-mail vient de partir avec un lien valable 60 minutes.",
    back: "Retour à la connexion",
  },
  reset: {
    title: "Choisir un nouveau mot de passe",
    intro: "Votre nouveau mot de passe remplacera l'ancien, et toutes vos sessions ouvertes seront fermées.",
    submit: "Enregistrer le mot de passe",
    submitting: "Enregistrement…",
    done: "Mot de passe modifié. Connectez-vous avec votre nouveau mot de passe.",
    invalidLink: "Ce lien n'est plus valable : il a expiré ou a déjà servi.",
    requestNew: "Demander un nouveau lien",
  },
  twoFactor: {
    title: "Vérification en deux étapes",
    intro:
      "Votre compte est protégé par la double authentification. Saisissez le code affiché par votre application d'authentification, ou l'un de vos codes de secours.",
    submit: "Vérifier",
    submitting: "Vérification…",
    expired: "La vérification a expiré. Connectez-vous à nouveau.",
    cancel: "Revenir à la connexion",
  },
  cancelEmail: {
    title: "Annuler le changement d'adresse e-mail",
    intro:
      "L'adresse e-mail de votre compte est passée de {{oldEmail}} à {{newEmail}}. Si ce n'était pas vous, annulez ce changement : {{oldEmail}} redeviendra l'adresse du compte et toutes ses sessions ouvertes seront fermées.",
    submit: "Annuler le changement",
    submitting: "Annulation…",
    invalidLink:
      "Ce lien n'est plus valable : le changement a déjà été annulé, ou les 7 jours pour l'annuler sont passés. Écrivez-nous à contact@ga-education.fr si besoin.",
    back: "Revenir à la connexion",
  },
  messages: {
    unexpected: "Erreur inattendue",
    unavailable:
      "Le service est momentanément indisponible. Votre saisie est conservée : réessayez dans quelques instants.",
    invalidCredentials: "Adresse e-mail ou mot de passe incorrect.",
    emailNotVerified:
      "Confirmez d'abord votre adresse e-mail : nous venons de vous renvoyer le lien de confirmation.",
    invalidCode: "Code incorrect. Vérifiez l'heure de votre téléphone et réessayez.",
    tooManyCodes: "Trop d'essais pour cette connexion. Connectez-vous à nouveau.",
    locked: "Trop de codes erronés : votre compte est bloqué pendant 15 minutes.",
    banned:
      "Votre compte a été suspendu par GA Education. Écrivez à contact@ga-education.fr si vous pensez qu'il s'agit d'une erreur.",
    rateLimited_one: "Trop de tentatives. Réessayez dans {{count}} seconde.",
    rateLimited_many: "Trop de tentatives. Réessayez dans {{count}} secondes.",
    rateLimited_other: "Trop de tentatives. Réessayez dans {{count}} secondes.",
    invalidLink: "Ce lien n'est plus valable : il a expiré ou a déjà servi.",
    spam: "Le formulaire n'a pas pu être envoyé. Rechargez la page et réessayez.",
    signInError: "Erreur lors de la connexion",
    signUpError: "Erreur lors de l'inscription",
    wrongPassword: "Mot de passe incorrect.",
    impersonating:
      "Cette action est réservée au titulaire du compte : elle n'est pas possible pendant une connexion en tant que ce client.",
    emailTaken:
      "Votre ancienne adresse est désormais celle d'un autre compte : elle ne peut pas être rétablie. Écrivez-nous à contact@ga-education.fr.",
  },
  validation: {
    emailRequired: "Indiquez votre adresse e-mail.",
    emailInvalid: "Cette adresse e-mail n'est pas valide.",
    passwordRequired: "Indiquez votre mot de passe.",
    passwordTooShort: "Le mot de passe doit contenir au moins 6 caractères.",
    passwordTooLong: "Le mot de passe doit contenir au plus 128 caractères.",
    passwordCommon: "Ce mot de passe fait partie des plus courants : choisissez-en un autre.",
    passwordSameAsEmail: "Le mot de passe ne doit pas être votre adresse e-mail.",
    passwordMismatch: "Les deux mots de passe ne correspondent pas.",
    firstNameRequired: "Indiquez votre prénom.",
    lastNameRequired: "Indiquez votre nom.",
    tooLong: "Ce texte est trop long.",
    termsRequired: "Acceptez les conditions d'utilisation pour créer votre compte.",
    codeRequired: "Saisissez le code.",
    codeInvalid: "Saisissez les 6 chiffres de l'application, ou un code de secours (10 caractères).",
    tokenMissing: "Ce lien est incomplet : utilisez le lien reçu par e-mail.",
    invalid: "Cette valeur n'est pas valide.",
  },
  strength: {
    label: "Robustesse du mot de passe",
    empty: "Au moins 6 caractères.",
    tooShort: "Trop court : au moins 6 caractères.",
    weak: "Faible : ajoutez des mots, des chiffres ou des symboles.",
    fair: "Moyen : un peu plus long serait plus sûr.",
    good: "Bon.",
    strong: "Excellent.",
  },
  account: {
    signedInAs: "Connecté en tant que {{name}}",
    signOut: "Se déconnecter",
    clientSpace: "Espace client",
    adminArea: "Admin CRM",
  },
  security: {
    title: "Sécurité du compte",
    twoFactorTitle: "Double authentification",
    statusEnabled: "Activée",
    statusDisabled: "Désactivée",
    intro:
      "Ajoutez un code à usage unique, généré par une application d'authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…), à chaque connexion.",
    enableLead: "Confirmez votre mot de passe pour commencer.",
    enable: "Activer la double authentification",
    enabling: "Préparation…",
    scan: "1. Scannez ce QR code avec votre application d'authentification.",
    qrAlt: "QR code à scanner avec votre application d'authentification",
    manualKey: "Ou saisissez cette clé à la main :",
    confirmLead: "2. Saisissez le code à 6 chiffres affiché par l'application.",
    confirm: "Confirmer l'activation",
    confirming: "Vérification…",
    restart: "Recommencer avec un nouveau QR code",
    pending: "Activation commencée mais non confirmée. Recommencez pour obtenir un nouveau QR code.",
    enabledNotice: "La double authentification est activée sur votre compte.",
    backupTitle: "Vos 10 codes de secours",
    backupLead:
      "Chaque code permet une connexion sans votre téléphone, une seule fois. Notez-les ou imprimez-les et gardez-les en lieu sûr : ils ne seront plus affichés.",
    disableLead:
      "Pour désactiver la double authentification, saisissez un code de votre application ou un code de secours.",
    disable: "Désactiver la double authentification",
    disabling: "Désactivation…",
    disabledNotice: "La double authentification est désactivée.",
    adminRequired: "La double authentification est obligatoire pour utiliser l'Admin CRM.",
    apiTitle: "Accès API",
    apiText:
      "Les applications qui utilisent l'API de GA Éducation obtiennent un jeton JWT valable 15 minutes depuis votre session (GET /api/auth/token) ; ses clés de signature sont publiées à l'adresse /.well-known/jwks.json.",
  },
};

export type AuthTexts = typeof authFr;

const authEn = {
  tabs: {
    label: "Sign in or sign up",
    signIn: "Sign in",
    signUp: "Sign up",
  },
  fields: {
    email: "E-mail address",
    password: "Password",
    newPassword: "New password",
    confirmPassword: "Confirm password",
    firstName: "First name",
    lastName: "Last name",
    institution: "Institution",
    institutionHint: "Optional: the name of your school, college, university or training organisation.",
    rememberMe: "Remember me (30 days)",
    terms: "I accept the terms of use and the privacy policy.",
    termsLink: "Read the terms of use",
    privacyLink: "the privacy policy",
    code: "Verification code",
    codeHint: "The 6 digits of your authenticator app, or one of your backup codes.",
    currentPassword: "Current password",
    showPassword: "Show password",
    hidePassword: "Hide password",
  },
  signIn: {
    title: "Sign in to your client space",
    submit: "Sign in",
    submitting: "Signing in…",
    forgot: "Forgot your password?",
    noAccount: "No account yet?",
    createAccount: "Create an account",
    success: "Signed in successfully!",
    error: "Error while signing in",
    redirectNotice: "Sign in to open this page.",
  },
  signUp: {
    title: "Create your account",
    submit: "Create my account",
    submitting: "Creating the account…",
    haveAccount: "Already have an account?",
    signInLink: "Sign in",
    success: "Sign-up successful! Check your e-mails to confirm your account.",
    successHint: "The confirmation link is valid for 24 hours. Remember to look in your spam folder.",
    error: "Error while signing up",
  },
  forgot: {
    title: "Forgot your password",
    intro: "Enter the e-mail address of your account: you will receive a link to choose a new password.",
    submit: "Send the link",
    submitting: "Sending…",
    sent: "If an account exists for this address, an e-mail is on its way with a link valid for 60 minutes.",
    back: "Back to sign-in",
  },
  reset: {
    title: "Choose a new password",
    intro: "Your new password replaces the old one, and all your open sessions will be signed out.",
    submit: "Save the password",
    submitting: "Saving…",
    done: "Password changed. Sign in with your new password.",
    invalidLink: "This link is no longer valid: it has expired or was already used.",
    requestNew: "Ask for a new link",
  },
  twoFactor: {
    title: "Two-step verification",
    intro:
      "Your account is protected by two-factor authentication. Enter the code shown by your authenticator app, or one of your backup codes.",
    submit: "Verify",
    submitting: "Verifying…",
    expired: "The verification has expired. Please sign in again.",
    cancel: "Back to sign-in",
  },
  cancelEmail: {
    title: "Cancel the change of e-mail address",
    intro:
      "The e-mail address of your account changed from {{oldEmail}} to {{newEmail}}. If it was not you, cancel the change: {{oldEmail}} will be the account's address again and every session open on it will be signed out.",
    submit: "Cancel the change",
    submitting: "Cancelling…",
    invalidLink:
      "This link is no longer valid: the change was already cancelled, or the 7 days to cancel it have passed. Write to us at contact@ga-education.fr if needed.",
    back: "Back to sign-in",
  },
  messages: {
    unexpected: "Unexpected error",
    unavailable:
      "The service is temporarily unavailable. What you typed is kept: try again in a few moments.",
    invalidCredentials: "Incorrect e-mail address or password.",
    emailNotVerified:
      "Please confirm your e-mail address first: we have just sent you the confirmation link again.",
    invalidCode: "Incorrect code. Check your phone's clock and try again.",
    tooManyCodes: "Too many attempts for this sign-in. Please sign in again.",
    locked: "Too many wrong codes: your account is locked for 15 minutes.",
    banned:
      "Your account has been suspended by GA Education. Write to contact@ga-education.fr if you think this is a mistake.",
    rateLimited_one: "Too many attempts. Try again in {{count}} second.",
    rateLimited_many: "Too many attempts. Try again in {{count}} seconds.",
    rateLimited_other: "Too many attempts. Try again in {{count}} seconds.",
    invalidLink: "This link is no longer valid: it has expired or was already used.",
    spam: "The form could not be sent. Reload the page and try again.",
    signInError: "Error while signing in",
    signUpError: "Error while signing up",
    wrongPassword: "Incorrect password.",
    impersonating: "Only the account holder can do this: it is not possible while signed in as this client.",
    emailTaken:
      "Your former address now belongs to another account: it cannot be restored. Write to us at contact@ga-education.fr.",
  },
  validation: {
    emailRequired: "Enter your e-mail address.",
    emailInvalid: "This e-mail address is not valid.",
    passwordRequired: "Enter your password.",
    passwordTooShort: "The password must have at least 6 characters.",
    passwordTooLong: "The password must have at most 128 characters.",
    passwordCommon: "This password is among the most common ones: choose another one.",
    passwordSameAsEmail: "The password must not be your e-mail address.",
    passwordMismatch: "The two passwords do not match.",
    firstNameRequired: "Enter your first name.",
    lastNameRequired: "Enter your last name.",
    tooLong: "This text is too long.",
    termsRequired: "Accept the terms of use to create your account.",
    codeRequired: "Enter the code.",
    codeInvalid: "Enter the 6 digits of the app, or a backup code (10 characters).",
    tokenMissing: "This link is incomplete: use the link received by e-mail.",
    invalid: "This value is not valid.",
  },
  strength: {
    label: "Password strength",
    empty: "At least 6 characters.",
    tooShort: "Too short: at least 6 characters.",
    weak: "Weak: add words, digits or symbols.",
    fair: "Fair: a little longer would be safer.",
    good: "Good.",
    strong: "Excellent.",
  },
  account: {
    signedInAs: "Signed in as {{name}}",
    signOut: "Sign out",
    clientSpace: "Client space",
    adminArea: "Admin CRM",
  },
  security: {
    title: "Account security",
    twoFactorTitle: "Two-factor authentication",
    statusEnabled: "On",
    statusDisabled: "Off",
    intro:
      "Add a one-time code, generated by an authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP…), to every sign-in.",
    enableLead: "Confirm your password to start.",
    enable: "Enable two-factor authentication",
    enabling: "Preparing…",
    scan: "1. Scan this QR code with your authenticator app.",
    qrAlt: "QR code to scan with your authenticator app",
    manualKey: "Or type this key by hand:",
    confirmLead: "2. Enter the 6-digit code shown by the app.",
    confirm: "Confirm",
    confirming: "Verifying…",
    restart: "Start again with a new QR code",
    pending: "Set-up started but not confirmed. Start again to get a new QR code.",
    enabledNotice: "Two-factor authentication is on for your account.",
    backupTitle: "Your 10 backup codes",
    backupLead:
      "Each code lets you sign in once without your phone. Write them down or print them and keep them safe: they will not be shown again.",
    disableLead: "To turn two-factor authentication off, enter a code from your app or a backup code.",
    disable: "Disable two-factor authentication",
    disabling: "Disabling…",
    disabledNotice: "Two-factor authentication is off.",
    adminRequired: "Two-factor authentication is required to use the Admin CRM.",
    apiTitle: "API access",
    apiText:
      "Applications using the GA Education API get a JWT valid for 15 minutes from your session (GET /api/auth/token); its signing keys are published at /.well-known/jwks.json.",
  },
} satisfies LocaleShape<AuthTexts>;

export const authNamespace = defineNamespace({ name: "auth", fr: authFr, en: authEn });

export type ValidationKey = keyof AuthTexts["validation"];
export type MessageKey =
  | "unexpected"
  | "unavailable"
  | "invalidCredentials"
  | "emailNotVerified"
  | "invalidCode"
  | "tooManyCodes"
  | "locked"
  | "banned"
  | "rateLimited"
  | "invalidLink"
  | "spam"
  | "signInError"
  | "signUpError"
  | "wrongPassword"
  | "impersonating"
  | "emailTaken";
export type { FlashKey } from "./flash-locales.ts";
