import { renderMail, type MailLanguage, type RenderedMail } from "./layout.ts";

/**
 * The account e-mails (verification, password reset, notices of security changes), in French and
 * English. The user's language is the one of the page they signed up on.
 */
export interface Recipient {
  /** The name to greet; falls back to a neutral greeting. */
  readonly name?: string | null;
  readonly lang: MailLanguage;
}

function greeting(r: Recipient): string {
  const name = r.name?.trim();
  if (r.lang === "fr") return name ? `Bonjour ${name},` : "Bonjour,";
  return name ? `Hello ${name},` : "Hello,";
}

/** Validity of the links, shown to the reader (the auth configuration uses the same values). */
export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 60;

export function verifyEmailMail(r: Recipient, url: string): RenderedMail {
  if (r.lang === "fr") {
    return renderMail({
      lang: "fr",
      subject: "Confirmez votre adresse e-mail – GA Éducation",
      preheader: "Un clic pour activer votre espace client GA Éducation.",
      greeting: greeting(r),
      paragraphs: [
        "Merci d'avoir créé votre compte GA Éducation. Confirmez votre adresse e-mail pour activer votre espace client : vous y serez connecté directement.",
      ],
      action: { label: "Confirmer mon adresse", url },
      notes: [
        `Ce lien est valable ${VERIFY_LINK_HOURS} heures. S'il a expiré, connectez-vous avec votre e-mail et votre mot de passe : nous vous en enverrons un nouveau.`,
        "Vous n'avez pas créé de compte ? Ignorez ce message : aucun compte ne sera activé.",
      ],
    });
  }
  return renderMail({
    lang: "en",
    subject: "Confirm your e-mail address – GA Education",
    preheader: "One click to activate your GA Education client space.",
    greeting: greeting(r),
    paragraphs: [
      "Thank you for creating your GA Education account. Confirm your e-mail address to activate your client space: you will be signed in right away.",
    ],
    action: { label: "Confirm my address", url },
    notes: [
      `This link is valid for ${VERIFY_LINK_HOURS} hours. If it has expired, sign in with your e-mail and password: we will send you a new one.`,
      "Did not create an account? Ignore this message: no account will be activated.",
    ],
  });
}

/** Sent to the new address of an e-mail change: the address changes once the link is opened. */
export function changeEmailMail(r: Recipient, url: string, newEmail: string): RenderedMail {
  if (r.lang === "fr") {
    return renderMail({
      lang: "fr",
      subject: "Confirmez votre nouvelle adresse e-mail – GA Éducation",
      preheader: "Un clic pour utiliser cette adresse avec votre compte GA Éducation.",
      greeting: greeting(r),
      paragraphs: [
        `Vous avez demandé à utiliser l'adresse ${newEmail} pour votre compte GA Éducation. Confirmez-la avec le bouton ci-dessous : elle remplacera l'ancienne pour la connexion et nos e-mails.`,
      ],
      action: { label: "Confirmer ma nouvelle adresse", url },
      notes: [
        `Ce lien est valable ${VERIFY_LINK_HOURS} heures. Tant qu'il n'est pas ouvert, votre adresse actuelle reste inchangée.`,
        "Vous n'êtes pas à l'origine de cette demande ? Ignorez ce message.",
      ],
    });
  }
  return renderMail({
    lang: "en",
    subject: "Confirm your new e-mail address – GA Education",
    preheader: "One click to use this address with your GA Education account.",
    greeting: greeting(r),
    paragraphs: [
      `You asked to use ${newEmail} for your GA Education account. Confirm it with the button below: it will replace the old one for signing in and for our e-mails.`,
    ],
    action: { label: "Confirm my new address", url },
    notes: [
      `This link is valid for ${VERIFY_LINK_HOURS} hours. Until it is opened, your current address stays unchanged.`,
      "Did not ask for this? Ignore this message.",
    ],
  });
}

export function resetPasswordMail(r: Recipient, url: string): RenderedMail {
  if (r.lang === "fr") {
    return renderMail({
      lang: "fr",
      subject: "Réinitialisez votre mot de passe – GA Éducation",
      preheader: "Choisissez un nouveau mot de passe pour votre espace client.",
      greeting: greeting(r),
      paragraphs: [
        "Vous avez demandé à réinitialiser le mot de passe de votre compte GA Éducation. Choisissez-en un nouveau avec le bouton ci-dessous.",
        "Pour votre sécurité, toutes vos sessions ouvertes seront fermées une fois le mot de passe changé.",
      ],
      action: { label: "Choisir un nouveau mot de passe", url },
      notes: [
        `Ce lien est valable ${RESET_LINK_MINUTES} minutes et ne sert qu'une fois.`,
        "Vous n'êtes pas à l'origine de cette demande ? Ignorez ce message : votre mot de passe reste inchangé.",
      ],
    });
  }
  return renderMail({
    lang: "en",
    subject: "Reset your password – GA Education",
    preheader: "Choose a new password for your client space.",
    greeting: greeting(r),
    paragraphs: [
      "You asked to reset the password of your GA Education account. Choose a new one with the button below.",
      "For your security, all your open sessions will be signed out once the password is changed.",
    ],
    action: { label: "Choose a new password", url },
    notes: [
      `This link is valid for ${RESET_LINK_MINUTES} minutes and works once.`,
      "Did not ask for this? Ignore this message: your password stays unchanged.",
    ],
  });
}

export function passwordChangedMail(r: Recipient, resetUrl: string): RenderedMail {
  if (r.lang === "fr") {
    return renderMail({
      lang: "fr",
      subject: "Votre mot de passe a été modifié – GA Éducation",
      preheader: "Le mot de passe de votre compte vient d'être changé.",
      greeting: greeting(r),
      paragraphs: [
        "Le mot de passe de votre compte GA Éducation vient d'être modifié et toutes vos sessions ont été fermées.",
      ],
      notes: [
        `Ce n'était pas vous ? Réinitialisez immédiatement votre mot de passe : ${resetUrl}, puis prévenez-nous à contact@ga-education.fr.`,
      ],
    });
  }
  return renderMail({
    lang: "en",
    subject: "Your password was changed – GA Education",
    preheader: "The password of your account was just changed.",
    greeting: greeting(r),
    paragraphs: [
      "The password of your GA Education account was just changed and all your sessions were signed out.",
    ],
    notes: [
      `Was it not you? Reset your password right away: ${resetUrl}, then tell us at contact@ga-education.fr.`,
    ],
  });
}

export function twoFactorChangedMail(r: Recipient, enabled: boolean, securityUrl: string): RenderedMail {
  if (r.lang === "fr") {
    return renderMail({
      lang: "fr",
      subject: enabled
        ? "Double authentification activée – GA Éducation"
        : "Double authentification désactivée – GA Éducation",
      preheader: enabled
        ? "Votre compte demande désormais un code à chaque connexion."
        : "Votre compte ne demande plus de code à la connexion.",
      greeting: greeting(r),
      paragraphs: [
        enabled
          ? "La double authentification est maintenant activée sur votre compte GA Éducation : chaque connexion demandera le code de votre application d'authentification, ou l'un de vos codes de secours."
          : "La double authentification vient d'être désactivée sur votre compte GA Éducation : la connexion ne demande plus que votre mot de passe.",
      ],
      action: { label: "Voir la sécurité de mon compte", url: securityUrl },
      notes: [
        "Ce n'était pas vous ? Changez votre mot de passe sans attendre et écrivez-nous à contact@ga-education.fr.",
      ],
    });
  }
  return renderMail({
    lang: "en",
    subject: enabled
      ? "Two-factor authentication enabled – GA Education"
      : "Two-factor authentication disabled – GA Education",
    preheader: enabled
      ? "Your account now asks for a code at every sign-in."
      : "Your account no longer asks for a code at sign-in.",
    greeting: greeting(r),
    paragraphs: [
      enabled
        ? "Two-factor authentication is now enabled on your GA Education account: every sign-in will ask for the code of your authenticator app, or one of your backup codes."
        : "Two-factor authentication was just disabled on your GA Education account: signing in now only asks for your password.",
    ],
    action: { label: "Review my account security", url: securityUrl },
    notes: ["Was it not you? Change your password right away and write to us at contact@ga-education.fr."],
  });
}

/**
 * Sent when someone signs up with an address that already has an account: the sign-up page
 * answers exactly as for a new address (no account enumeration), and the owner learns about it.
 */
export function existingAccountMail(r: Recipient, signInUrl: string, resetUrl: string): RenderedMail {
  if (r.lang === "fr") {
    return renderMail({
      lang: "fr",
      subject: "Vous avez déjà un compte – GA Éducation",
      preheader: "Une inscription a été tentée avec votre adresse.",
      greeting: greeting(r),
      paragraphs: [
        "Quelqu'un, sans doute vous, a voulu créer un compte GA Éducation avec cette adresse e-mail. Elle a déjà un compte : connectez-vous simplement.",
      ],
      action: { label: "Me connecter", url: signInUrl },
      notes: [
        `Mot de passe oublié ? Choisissez-en un nouveau : ${resetUrl}`,
        "Ce n'était pas vous ? Ignorez ce message : rien n'a changé sur votre compte.",
      ],
    });
  }
  return renderMail({
    lang: "en",
    subject: "You already have an account – GA Education",
    preheader: "Someone tried to sign up with your address.",
    greeting: greeting(r),
    paragraphs: [
      "Someone, probably you, tried to create a GA Education account with this e-mail address. It already has an account: just sign in.",
    ],
    action: { label: "Sign in", url: signInUrl },
    notes: [
      `Forgot your password? Choose a new one: ${resetUrl}`,
      "Was it not you? Ignore this message: nothing changed on your account.",
    ],
  });
}

/**
 * Sent to the old address once a change of e-mail address has been confirmed from the new one:
 * the owner can undo a change they did not make, for `days` days (server/auth/email-change.ts).
 */
export function emailChangedMail(
  r: Recipient,
  change: { newEmail: string; cancelUrl: string; days: number },
): RenderedMail {
  if (r.lang === "fr") {
    return renderMail({
      lang: "fr",
      subject: "L'adresse e-mail de votre compte a été changée – GA Éducation",
      preheader: `Votre compte utilise désormais ${change.newEmail}.`,
      greeting: greeting(r),
      paragraphs: [
        `L'adresse e-mail de votre compte GA Éducation est désormais ${change.newEmail}. Cette adresse-ci ne sert plus à la connexion ni à nos e-mails.`,
        `Ce n'était pas vous ? Annulez ce changement avec le bouton ci-dessous : votre adresse sera rétablie et toutes les sessions ouvertes sur votre compte seront fermées.`,
      ],
      action: { label: "Annuler ce changement", url: change.cancelUrl },
      notes: [
        `Ce lien est valable ${change.days} jours. Après l'annulation, changez aussi votre mot de passe et écrivez-nous à contact@ga-education.fr.`,
        "C'était bien vous ? Ignorez ce message.",
      ],
    });
  }
  return renderMail({
    lang: "en",
    subject: "The e-mail address of your account was changed – GA Education",
    preheader: `Your account now uses ${change.newEmail}.`,
    greeting: greeting(r),
    paragraphs: [
      `The e-mail address of your GA Education account is now ${change.newEmail}. This address is no longer used for signing in or for our e-mails.`,
      "Was it not you? Cancel the change with the button below: your address will be restored and every session open on your account will be signed out.",
    ],
    action: { label: "Cancel this change", url: change.cancelUrl },
    notes: [
      `This link is valid for ${change.days} days. After cancelling, also change your password and write to us at contact@ga-education.fr.`,
      "Was it you? Ignore this message.",
    ],
  });
}
