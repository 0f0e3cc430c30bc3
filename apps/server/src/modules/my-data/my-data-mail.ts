import { escapeHtml } from '../../mail/escape-html.js';
import type { Mail } from '../../mail/mailer.js';
import { frenchDate } from '../../mail/french-date.js';

/** « Votre archive est prête »: the download link, and until when it works. */
export function exportReadyMail(to: { email: string; firstName: string }, link: string, expiresAt: Date, forSomeoneElse: boolean): Mail {
  const whose = forSomeoneElse ? 'L’archive des données demandée pour un compte' : 'L’archive de vos données Kora';
  const until = frenchDate(expiresAt);
  return {
    to: to.email,
    subject: forSomeoneElse ? 'Archive de données prête' : 'Vos données Kora sont prêtes',
    text: [`Bonjour ${to.firstName},`, '', `${whose} est prête. Téléchargez-la en étant connecté à Kora, jusqu’au ${until} :`, link, '', "L'équipe Kora"].join('\n'),
    html: `<p>Bonjour ${escapeHtml(to.firstName)},</p>
<p>${escapeHtml(whose)} est prête.</p>
<p><a href="${escapeHtml(link)}">Télécharger l’archive</a> (en étant connecté à Kora, jusqu’au ${escapeHtml(until)}).</p>
<p>L'équipe Kora</p>`,
  };
}

/** « Votre compte sera supprimé le … »: said at once, with how to cancel. */
export function deletionMail(to: { email: string; firstName: string }, effectiveAt: Date, loginUrl: string): Mail {
  const day = frenchDate(effectiveAt);
  return {
    to: to.email,
    subject: 'Suppression de votre compte Kora',
    text: [
      `Bonjour ${to.firstName},`,
      '',
      `Votre compte Kora sera supprimé le ${day}. Vos appareils ont été déconnectés.`,
      `Vous avez changé d’avis ? Reconnectez-vous avant cette date : la suppression sera annulée.`,
      loginUrl,
      '',
      "L'équipe Kora",
    ].join('\n'),
    html: `<p>Bonjour ${escapeHtml(to.firstName)},</p>
<p>Votre compte Kora sera supprimé le ${escapeHtml(day)}. Vos appareils ont été déconnectés.</p>
<p>Vous avez changé d’avis ? <a href="${escapeHtml(loginUrl)}">Reconnectez-vous</a> avant cette date : la suppression sera annulée.</p>
<p>L'équipe Kora</p>`,
  };
}
