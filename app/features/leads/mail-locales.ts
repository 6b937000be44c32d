/**
 * Texts of the lead-capture e-mails to visitors (issue 5): the acknowledgements of the contact,
 * demo, quote, order, webinar, feedback and chatbot forms, and the demo's confirmations, moves and
 * cancellations, read by mails.server.ts. French is the reference.
 */
export const leadMailsFr = {
  hello: "Bonjour,",
  greeting: "Bonjour {{name}},",
  signature: "L'équipe GA Éducation – du lundi au vendredi, de 9 h à 18 h – +33 1 84 80 12 34",
  reference: "Référence de votre demande : {{reference}}",
  slot: {
    paris: "{{slot}} (heure de Paris)",
    local: "{{paris}} – {{local}} ({{zone}})",
  },
  demoLinks: {
    changeTime: "Changer de créneau : {{url}}",
    cancel: "Annuler la démonstration : {{url}}",
  },
  changeTime: "Changer de créneau",
  contact: {
    subject: "Nous avons bien reçu votre message – GA Éducation",
    preheader: "Nous vous répondrons dans les plus brefs délais.",
    thanks:
      "Merci pour votre message (« {{subject}} »). Nous vous répondrons dans les plus brefs délais, du lundi au vendredi de 9 h à 18 h.",
    message: "Votre message :",
  },
  demoRequest: {
    subject: "Votre demande de démonstration – GA Éducation",
    preheader: "Un conseiller vous rappelle sous 24 h ouvrées.",
    thanks:
      "Merci pour votre demande de démonstration pour {{institution}}. Un conseiller vous rappelle sous 24 h ouvrées pour convenir d'un créneau.",
  },
  demoBooked: {
    subject: "Démonstration confirmée : {{slot}}",
    preheader: "L'invitation pour votre agenda est jointe.",
    confirmed: "Votre démonstration de GA Éducation pour {{institution}} est confirmée : {{when}}.",
    length:
      "Elle dure {{minutes}} minutes en visioconférence ; le lien de connexion vous est envoyé la veille. L'invitation jointe (fichier .ics) l'ajoute à votre agenda.",
  },
  demoRescheduled: {
    subject: "Démonstration déplacée : {{slot}}",
    preheader: "La nouvelle invitation est jointe.",
    moved: "Votre démonstration est déplacée : {{when}}.",
    invitation: "L'invitation jointe remplace la précédente dans votre agenda.",
  },
  demoCancelled: {
    subject: "Démonstration annulée – GA Éducation",
    preheader: "Le créneau est libéré.",
    cancelled: "Votre démonstration du {{when}} est annulée.",
    bookAgain: "Vous pouvez réserver un nouveau créneau à tout moment.",
    action: "Réserver un autre créneau",
  },
  quote: {
    subject: "Votre demande de devis – GA Éducation",
    preheader: "Proposition détaillée sous 5 jours ouvrés.",
    thanks:
      "Merci pour votre demande de devis pour {{institution}}{{offer}}. Vous recevrez une proposition détaillée sous 5 jours ouvrés.",
    offer: " (offre {{offer}})",
    advisor:
      "Un conseiller peut vous appeler pour préciser vos besoins : nombre d'élèves, modules et calendrier.",
  },
  order: {
    subject: "Commande {{reference}} enregistrée – GA Éducation",
    preheader: "Votre commande est en attente de validation.",
    received:
      "Nous avons bien reçu la commande {{reference}} pour {{billingName}}. Elle est en attente de validation : un conseiller vous contacte pour la mise en service.",
    plan: "Offre : {{plan}} – {{students}} élèves",
    addons: "Options : {{addons}}",
    payment: "Paiement : {{payment}}",
    sepa: "{{method}} – IBAN {{iban}}",
    sepaMandate: "{{method}} – IBAN {{iban}} – mandat {{mandate}}",
    purchaseOrder: "{{method}} – engagement {{commitment}}",
    noCard: "Aucune donnée de carte bancaire n'est demandée ni conservée.",
    action: "Suivre ma commande",
  },
  webinar: {
    subject: "Inscription au webinaire confirmée – GA Éducation",
    preheader: "Le lien de connexion vous sera envoyé.",
    confirmed:
      "Votre inscription au webinaire « {{webinar}} » est confirmée. Le lien de connexion vous est envoyé la veille de la session ; le replay vous sera proposé ensuite.",
  },
  feedback: {
    subject: "Merci pour votre retour ! – GA Éducation",
    preheader: "Nous prendrons en compte vos suggestions",
    thanks:
      "Merci pour votre retour ! Nous prendrons en compte vos suggestions : chaque message est lu par l'équipe produit.",
  },
  chatbot: {
    subject: "Suite à votre échange avec notre assistant – GA Éducation",
    preheader: "Un conseiller vous recontacte rapidement.",
    thanks:
      "Merci pour votre échange avec notre assistant{{about}}. Un conseiller reprend la conversation et vous recontacte dans les plus brefs délais.",
    about: " au sujet de {{institution}}",
  },
};

export const leadMailsEn: typeof leadMailsFr = {
  hello: "Hello,",
  greeting: "Hello {{name}},",
  signature: "The GA Education team – Monday to Friday, 9 am to 6 pm (Paris time) – +33 1 84 80 12 34",
  reference: "Your request's reference: {{reference}}",
  slot: {
    paris: "{{slot}} (Paris time)",
    local: "{{paris}} – {{local}} ({{zone}})",
  },
  demoLinks: {
    changeTime: "Change the time: {{url}}",
    cancel: "Cancel the demo: {{url}}",
  },
  changeTime: "Change the time",
  contact: {
    subject: "We have received your message – GA Education",
    preheader: "We will get back to you as soon as possible.",
    thanks:
      'Thank you for your message ("{{subject}}"). We will get back to you as soon as possible, Monday to Friday, 9 am to 6 pm (Paris time).',
    message: "Your message:",
  },
  demoRequest: {
    subject: "Your demo request – GA Education",
    preheader: "An advisor calls you back within one working day.",
    thanks:
      "Thank you for your demo request for {{institution}}. An advisor will call you back within one working day to arrange a time.",
  },
  demoBooked: {
    subject: "Demo confirmed: {{slot}}",
    preheader: "The invitation for your calendar is attached.",
    confirmed: "Your GA Education demo for {{institution}} is confirmed: {{when}}.",
    length:
      "It lasts {{minutes}} minutes by video call; the joining link is sent the day before. The attached invitation (.ics file) adds it to your calendar.",
  },
  demoRescheduled: {
    subject: "Demo moved: {{slot}}",
    preheader: "The new invitation is attached.",
    moved: "Your demo has been moved: {{when}}.",
    invitation: "The attached invitation replaces the previous one in your calendar.",
  },
  demoCancelled: {
    subject: "Demo cancelled – GA Education",
    preheader: "The slot has been released.",
    cancelled: "Your demo of {{when}} is cancelled.",
    bookAgain: "You can book a new slot at any time.",
    action: "Book another slot",
  },
  quote: {
    subject: "Your quote request – GA Education",
    preheader: "Detailed proposal within 5 working days.",
    thanks:
      "Thank you for your quote request for {{institution}}{{offer}}. You will receive a detailed proposal within 5 working days.",
    offer: " ({{offer}} offer)",
    advisor: "An advisor may call you to clarify your needs: number of students, modules and timeline.",
  },
  order: {
    subject: "Order {{reference}} received – GA Education",
    preheader: "Your order is awaiting confirmation.",
    received:
      "We have received order {{reference}} for {{billingName}}. It is awaiting confirmation: an advisor will contact you to set up your service.",
    plan: "Plan: {{plan}} – {{students}} students",
    addons: "Add-ons: {{addons}}",
    payment: "Payment: {{payment}}",
    sepa: "{{method}} – IBAN {{iban}}",
    sepaMandate: "{{method}} – IBAN {{iban}} – mandate {{mandate}}",
    purchaseOrder: "{{method}} – commitment {{commitment}}",
    noCard: "No bank card details are asked for or stored.",
    action: "Follow my order",
  },
  webinar: {
    subject: "Webinar registration confirmed – GA Education",
    preheader: "The joining link will be sent to you.",
    confirmed:
      'Your registration for the webinar "{{webinar}}" is confirmed. The joining link is sent the day before the session; the replay will be offered afterwards.',
  },
  feedback: {
    subject: "Thank you for your feedback! – GA Education",
    preheader: "We will take your suggestions into account",
    thanks:
      "Thank you for your feedback! We will take your suggestions into account: every message is read by the product team.",
  },
  chatbot: {
    subject: "Following your chat with our assistant – GA Education",
    preheader: "An advisor will be in touch shortly.",
    thanks:
      "Thank you for chatting with our assistant{{about}}. An advisor will pick up the conversation and get back to you as soon as possible.",
    about: " about {{institution}}",
  },
};
