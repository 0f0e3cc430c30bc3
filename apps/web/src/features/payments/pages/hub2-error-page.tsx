import { supportEmail } from '@kora/shared';
import { CircleX, Mail } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';
import { keptPlanQuery } from '../kept-payments';
import { paymentsTexts } from '../payments-texts';
import '../payments.css';

/**
 * /hub2-error (viewer.md §2): the payment failed or was refused; tips, retry (the same plan as the last
 * attempt), home, and the support address.
 */
export default function Hub2ErrorPage() {
  const plan = keptPlanQuery();
  const texts = paymentsTexts.failure;
  return (
    <StatusScreen
      icon={<CircleX size={32} aria-hidden />}
      title={texts.title}
      actions={
        <>
          <ButtonLink to={plan ? `/hub2-payment?${plan}` : '/hub2-payment'}>{texts.retry}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            {texts.home}
          </ButtonLink>
        </>
      }
    >
      <div className="pay-result">
        <p>{texts.intro}</p>
        <ul className="pay-result__tips">
          {Object.values(texts.tips).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p>
          {texts.help}{' '}
          <a href={`mailto:${supportEmail}`}>
            <Mail size={16} aria-hidden /> {supportEmail}
          </a>
        </p>
      </div>
    </StatusScreen>
  );
}
