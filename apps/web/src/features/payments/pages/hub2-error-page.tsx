import { supportEmail } from '@kora/shared';
import { CircleX, Mail } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';
import { keptPlanQuery } from '../kept-payments';
import '../payments.css';

const tips = [
  'Vérifiez que votre compte mobile money a un solde suffisant (frais compris).',
  'Vérifiez le numéro de téléphone saisi et l’indicatif du pays.',
  'Validez le paiement sur votre téléphone avant la fin du délai (code ou confirmation USSD).',
  'Essayez un autre moyen de paiement ou une autre devise.',
  'Si la connexion est lente, patientez quelques instants avant de réessayer.',
];

/**
 * /hub2-error (viewer.md §2): the payment failed or was refused; tips, retry (the same plan as the last
 * attempt), home, and the support address.
 */
export default function Hub2ErrorPage() {
  const plan = keptPlanQuery();
  return (
    <StatusScreen
      icon={<CircleX size={32} aria-hidden />}
      title="Le paiement n'a pas abouti"
      actions={
        <>
          <ButtonLink to={plan ? `/hub2-payment?${plan}` : '/hub2-payment'}>Réessayer le paiement</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Retour à l'accueil
          </ButtonLink>
        </>
      }
    >
      <div className="pay-result">
        <p>Le paiement a été refusé ou annulé. Quelques vérifications avant de réessayer :</p>
        <ul className="pay-result__tips">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p>
          Besoin d'aide ?{' '}
          <a href={`mailto:${supportEmail}`}>
            <Mail size={16} aria-hidden /> {supportEmail}
          </a>
        </p>
      </div>
    </StatusScreen>
  );
}
