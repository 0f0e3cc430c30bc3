import { delays, effectiveTier, paymentMessages, type User } from '@kora/shared';
import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '../../../lib/router';
import { ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';
import { useConfirmHub2Payment } from '../api/confirm-hub2-payment';
import { BenefitsList } from '../components/benefits-list';
import { countdownLabel } from '../countdown';
import { forgetIntent, keptIntent } from '../kept-payments';
import { paymentsTexts } from '../payments-texts';
import { useCountdown } from '../use-countdown';
import '../payments.css';

/**
 * Asks the server once to check the kept mobile-money intent with Hub2 (a webhook lost or late is
 * caught up), which reads the account again when it is paid. The tier itself comes from the server.
 */
function useCatchUpPayment(): void {
  const { mutate } = useConfirmHub2Payment();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const id = keptIntent();
    if (!id) return;
    mutate(id, { onSuccess: (answer) => answer.status !== 'pending' && forgetIntent() });
  }, [mutate]);
}

/**
 * /hub2-success (viewer.md §2, §9): the payer comes back from the payment page; Premium's benefits,
 * home and /settings, and home by itself after 10 s, counted down on screen. It says the access is
 * open only once the account shows it (the provider's word, not the address, grants the tier).
 */
export default function Hub2SuccessPage({ user }: { user: User }) {
  const open = effectiveTier(user) !== 'free';
  const navigate = useNavigate();
  useCatchUpPayment();
  const goHome = useCallback(() => navigate('/'), [navigate]);
  const left = useCountdown(delays.afterPaymentSuccessMs, goHome);
  const texts = paymentsTexts.success;
  return (
    <StatusScreen
      icon={<CircleCheck size={32} aria-hidden />}
      title={paymentMessages.paymentSuccessTitle}
      actions={
        <>
          <ButtonLink to="/">{texts.home}</ButtonLink>
          <ButtonLink to="/settings" variant="outline">
            {texts.account}
          </ButtonLink>
        </>
      }
    >
      <div className="pay-result">
        <p data-testid="hub2-success-state">
          {open ? texts.open : texts.opening}
        </p>
        <BenefitsList title={texts.benefitsTitle} items={Object.values(texts.benefits)} />
        <p className="pay-countdown" data-testid="hub2-countdown" aria-live="off">
          {countdownLabel(left)}
        </p>
      </div>
    </StatusScreen>
  );
}
