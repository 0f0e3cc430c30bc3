import { MailCheck, MailX, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';
import { serverMessageFromError } from '../../../lib/api-client';
import { useSearchParams } from '../../../lib/router';
import { useUnsubscribeEmail } from '../api/unsubscribe-email';

const SETTINGS_LINK = 'Paramètres des notifications';

/**
 * /notifications/desabonnement?token=…, from an e-mail's link, signed in or not. Nothing is sent until the person
 * presses « Me désabonner »: mail scanners open links to look at them, and must not unsubscribe anyone.
 * `settingsTo` is where the preferences are (the sign-in, then them, when signed out).
 */
export default function UnsubscribePage({ settingsTo }: { settingsTo: string }) {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeEmail();
  const settingsLink = (
    <>
      <ButtonLink to={settingsTo} variant="outline">
        {SETTINGS_LINK}
      </ButtonLink>
      <ButtonLink to="/" variant="ghost">
        Accueil
      </ButtonLink>
    </>
  );

  if (!token) {
    return (
      <StatusScreen icon={<TriangleAlert size={32} aria-hidden />} title="Lien incomplet" actions={settingsLink}>
        <p>Le lien que vous avez suivi est incomplet. Ouvrez-le de nouveau depuis l'e-mail, ou choisissez vos e-mails dans vos paramètres.</p>
      </StatusScreen>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <StatusScreen icon={<MailCheck size={32} aria-hidden />} title="Désabonnement confirmé" actions={settingsLink}>
        <p role="status">
          Vous ne recevrez plus d'e-mails pour : {unsubscribe.data.label}. Vous pouvez changer d'avis dans vos paramètres.
        </p>
      </StatusScreen>
    );
  }

  const refusal = unsubscribe.isError
    ? (serverMessageFromError(unsubscribe.error) ?? "Le désabonnement n'a pas abouti. Vérifiez votre connexion, puis réessayez.")
    : null;
  return (
    <StatusScreen
      icon={<MailX size={32} aria-hidden />}
      title="Se désabonner"
      actions={
        <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          Me désabonner
        </Button>
      }
    >
      <p>Appuyez sur « Me désabonner » pour ne plus recevoir ce type d'e-mails de Kora. Les autres notifications ne changent pas.</p>
      {refusal && (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      )}
    </StatusScreen>
  );
}
