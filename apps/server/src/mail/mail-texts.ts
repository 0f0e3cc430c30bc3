import { defineMessages } from '@kora/shared';

/** The words of every mail Kora sends, written in the recipient's language (compose-mail.ts). */
export const mailTexts = defineMessages('mailTexts', {
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  signature: "L'équipe Kora",
  reset: {
    subject: 'Réinitialisation de votre mot de passe Kora',
    asked: 'Vous avez demandé à réinitialiser le mot de passe de votre compte Kora.',
    open: (hours: number) => `Ouvrez ce lien pour choisir un nouveau mot de passe (valable ${hours} heure${hours > 1 ? 's' : ''}, une seule fois) :`,
    linkLabel: 'Choisir un nouveau mot de passe',
    notYou: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  },
  exportReady: {
    subject: 'Vos données Kora sont prêtes',
    subjectForOther: 'Archive de données prête',
    ready: (forSomeoneElse: boolean, until: string) =>
      `${forSomeoneElse ? 'L’archive des données demandée pour un compte' : 'L’archive de vos données Kora'} est prête. Téléchargez-la en étant connecté à Kora, jusqu’au ${until} :`,
    linkLabel: 'Télécharger l’archive',
  },
  deletion: {
    subject: 'Suppression de votre compte Kora',
    when: (day: string) => `Votre compte Kora sera supprimé le ${day}. Vos appareils ont été déconnectés.`,
    cancel: 'Vous avez changé d’avis ? Reconnectez-vous avant cette date : la suppression sera annulée.',
    linkLabel: 'Se reconnecter',
  },
  receipt: {
    subject: (planName: string) => `Reçu de paiement Kora : ${planName}`,
    thanks: 'Merci ! Nous avons bien reçu votre paiement.',
    amount: (price: string, currency: string) => `Montant : ${price} (${currency})`,
    plan: (planName: string) => `Offre : ${planName}`,
    period: (from: string, to: string) => `Période : du ${from} au ${to}`,
    method: (method: string) => `Moyen de paiement : ${method}`,
    date: (day: string) => `Date : ${day}`,
    reference: (reference: string) => `Référence : ${reference}`,
    settings: 'Votre abonnement et vos reçus sont dans vos paramètres :',
    settingsLabel: 'Mes paramètres',
  },
  approval: {
    subject: 'Votre chaîne Kora est approuvée',
    approved: (channel: string) => `Bonne nouvelle : votre candidature pour la chaîne « ${channel} » a été approuvée. Votre compte est désormais un compte créateur.`,
    dashboard: 'Ouvrez votre tableau de bord pour publier vos vidéos, créer vos lives et suivre vos statistiques :',
    dashboardLabel: 'Ouvrir mon tableau de bord',
  },
  rejection: {
    subject: 'Votre candidature de créateur Kora',
    rejected: (channel: string) => `Après examen, votre candidature pour la chaîne « ${channel} » n'a pas été retenue.`,
    reason: (reason: string) => `Raison indiquée : ${reason}`,
    again: 'Vous pouvez déposer une nouvelle candidature quand vous le souhaitez :',
    againLabel: 'Déposer une nouvelle candidature',
  },
  notification: {
    subject: (title: string) => `Kora : ${title}`,
    open: 'Ouvrir dans Kora',
    why: (kind: string) => `Vous recevez cet e-mail pour « ${kind} ». Ne plus recevoir ces e-mails :`,
    unsubscribe: 'Se désabonner',
  },
});
