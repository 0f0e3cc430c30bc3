import { resetTokenTtlMinutes } from '@kora/shared';
import { escapeHtml } from '../../mail/escape-html.js';
import type { Mail } from '../../mail/mailer.js';

/** The French password-reset message, in plain text and HTML. */
export function resetPasswordMail(to: { email: string; firstName: string }, link: string): Mail {
  const hours = resetTokenTtlMinutes / 60;
  const validity = `${hours} heure${hours > 1 ? 's' : ''}`;
  return {
    to: to.email,
    subject: 'Réinitialisation de votre mot de passe Kora',
    text: [
      `Bonjour ${to.firstName},`,
      '',
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Kora.',
      `Ouvrez ce lien pour choisir un nouveau mot de passe (valable ${validity}, une seule fois) :`,
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
      "L'équipe Kora",
    ].join('\n'),
    html: `<p>Bonjour ${escapeHtml(to.firstName)},</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte Kora.</p>
<p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a> (lien valable ${validity}, utilisable une seule fois).</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>
<p>L'équipe Kora</p>`,
  };
}
