import { composeMail as compose, type MailRecipient as Applicant } from '../../mail/compose-mail.js';
import type { Mail } from '../../mail/mailer.js';

/** The applicant's mail once an admin approved them: they are a creator now, the dashboard awaits. */
export function approvalMail(to: Applicant, channel: string, publicUrl: string): Mail {
  return compose(to, 'Votre chaîne Kora est approuvée', [
    `Bonne nouvelle : votre candidature pour la chaîne « ${channel} » a été approuvée. Votre compte est désormais un compte créateur.`,
    {
      text: 'Ouvrez votre tableau de bord pour publier vos vidéos, créer vos lives et suivre vos statistiques :',
      link: { label: 'Ouvrir mon tableau de bord', href: `${publicUrl}/creator-dashboard` },
    },
  ]);
}

/** The applicant's mail after a rejection, with the admin's reason when they gave one. */
export function rejectionMail(to: Applicant, channel: string, reason: string | null, publicUrl: string): Mail {
  return compose(to, 'Votre candidature de créateur Kora', [
    `Après examen, votre candidature pour la chaîne « ${channel} » n'a pas été retenue.`,
    ...(reason ? [`Raison indiquée : ${reason}`] : []),
    {
      text: 'Vous pouvez déposer une nouvelle candidature quand vous le souhaitez :',
      link: { label: 'Déposer une nouvelle candidature', href: `${publicUrl}/creator-application` },
    },
  ]);
}
