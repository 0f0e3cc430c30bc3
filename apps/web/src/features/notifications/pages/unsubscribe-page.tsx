import { MailCheck, MailX, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';
import { serverMessageFromError } from '../../../lib/api-client';
import { useSearchParams } from '../../../lib/router';
import { useUnsubscribeEmail } from '../api/unsubscribe-email';
import { notificationsTexts } from '../notifications-texts';

/**
 * /notifications/desabonnement?token=…, from an e-mail's link, signed in or not. Nothing is sent until the person
 * presses « Me désabonner »: mail scanners open links to look at them, and must not unsubscribe anyone.
 * `settingsTo` is where the preferences are (the sign-in, then them, when signed out).
 */
export default function UnsubscribePage({ settingsTo }: { settingsTo: string }) {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeEmail();
  const texts = notificationsTexts.unsubscribe;
  const settingsLink = (
    <>
      <ButtonLink to={settingsTo} variant="outline">
        {texts.settingsLink}
      </ButtonLink>
      <ButtonLink to="/" variant="ghost">
        {texts.home}
      </ButtonLink>
    </>
  );

  if (!token) {
    return (
      <StatusScreen icon={<TriangleAlert size={32} aria-hidden />} title={texts.incompleteTitle} actions={settingsLink}>
        <p>{texts.incompleteText}</p>
      </StatusScreen>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <StatusScreen icon={<MailCheck size={32} aria-hidden />} title={texts.doneTitle} actions={settingsLink}>
        <p role="status">{texts.done(unsubscribe.data.label)}</p>
      </StatusScreen>
    );
  }

  const refusal = unsubscribe.isError
    ? (serverMessageFromError(unsubscribe.error) ?? texts.failed)
    : null;
  return (
    <StatusScreen
      icon={<MailX size={32} aria-hidden />}
      title={texts.title}
      actions={
        <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {texts.action}
        </Button>
      }
    >
      <p>{texts.explanation}</p>
      {refusal && (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      )}
    </StatusScreen>
  );
}
