/**
 * Texts of the admin CRM's configuration page (issue 8, "Settings and configuration"), merged
 * into the `admin` namespace by locales.ts. French is the reference.
 */
export const configurationFr = {
  nav: { configuration: "Configuration" },
  actions: {
    "settings.sales": "E-mail commercial modifié",
    "settings.demo": "Disponibilités des démonstrations modifiées",
    "settings.business": "Coordonnées de l'entreprise modifiées",
    "settings.reminders": "Calendrier des relances modifié",
    "settings.testMail": "E-mail de test envoyé",
  },
  validation: {
    invalidEmail: "Saisissez une adresse e-mail valide, par exemple nom@domaine.fr.",
    invalidSlotLength: "Saisissez une durée en minutes, nombre entier entre 10 et 240.",
    invalidTime: "Saisissez une heure au format HH:MM, par exemple 09:00.",
    closeBeforeOpen: "L'heure de fermeture doit être après l'heure d'ouverture.",
    dayTooShort: "La plage horaire est plus courte qu'un créneau.",
    invalidHolidays: "Saisissez une date par ligne, au format AAAA-MM-JJ ou JJ/MM/AAAA.",
    tooManyHolidays: "200 jours fermés au plus : retirez les dates passées.",
    invalidPostalCode: "Un code postal français compte 5 chiffres.",
    invalidCountry: "Saisissez le code du pays en deux lettres, par exemple FR.",
    invalidSiret: "Ce SIRET n'est pas valide : 14 chiffres, clé de contrôle comprise.",
    invalidVat: "Ce numéro de TVA intracommunautaire n'est pas valide.",
    vatSirenMismatch: "Ce numéro de TVA ne correspond pas au SIREN du SIRET.",
    invalidPhone: "Saisissez un numéro de téléphone, par exemple +33 1 84 80 12 34.",
    invalidReminderDays:
      "Saisissez de 1 à 5 nombres de jours croissants, entre 1 et 365, séparés par des virgules, par exemple 7, 15, 30.",
    invalidIban: "Cet IBAN n'est pas valide : vérifiez les chiffres, clé de contrôle comprise.",
    invalidBic: "Ce BIC n'est pas valide : 8 ou 11 caractères, par exemple BNPAFRPPXXX.",
    invalidRate: "Saisissez un taux en pourcentage, entre 0,01 et 100, par exemple 12,15.",
    invalidTermDays: "Saisissez un nombre de jours entre 0 et 60 (60 jours au plus, article L441-10).",
    invalidShareCapital: "Saisissez un montant en euros, par exemple 150 000.",
  },
};

export const configurationEn: typeof configurationFr = {
  nav: { configuration: "Configuration" },
  actions: {
    "settings.sales": "Sales e-mail changed",
    "settings.demo": "Demo availability changed",
    "settings.reminders": "Reminder schedule changed",
    "settings.business": "Business details changed",
    "settings.testMail": "Test e-mail sent",
  },
  validation: {
    invalidEmail: "Enter a valid e-mail address, for example name@domain.com.",
    invalidSlotLength: "Enter a length in minutes, a whole number between 10 and 240.",
    invalidTime: "Enter a time as HH:MM, for example 09:00.",
    closeBeforeOpen: "The closing time must be after the opening time.",
    dayTooShort: "The opening hours are shorter than one slot.",
    invalidHolidays: "Enter one date per line, as YYYY-MM-DD or DD/MM/YYYY.",
    tooManyHolidays: "200 closed days at most: remove past dates.",
    invalidPostalCode: "A French postal code has 5 digits.",
    invalidCountry: "Enter the two-letter country code, for example FR.",
    invalidSiret: "This SIRET is not valid: 14 digits, check digit included.",
    invalidVat: "This intra-EU VAT number is not valid.",
    vatSirenMismatch: "This VAT number does not match the SIREN of the SIRET.",
    invalidReminderDays:
      "Type 1 to 5 increasing numbers of days, between 1 and 365, separated by commas, for example 7, 15, 30.",
    invalidPhone: "Enter a phone number, for example +33 1 84 80 12 34.",
    invalidIban: "This IBAN is not valid: check the digits, check digits included.",
    invalidBic: "This BIC is not valid: 8 or 11 characters, for example BNPAFRPPXXX.",
    invalidRate: "Enter a rate in percent, between 0.01 and 100, for example 12.15.",
    invalidTermDays: "Enter a number of days between 0 and 60 (60 days at most, article L441-10).",
    invalidShareCapital: "Enter an amount in euros, for example 150,000.",
  },
};
