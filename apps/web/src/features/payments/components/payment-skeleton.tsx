import { Skeleton } from '../../../components/ui/skeleton';
import { paymentsTexts } from '../payments-texts';

/** The shape of a payment page while its plan loads (never a spinner). */
export function PaymentSkeleton() {
  return (
    <div className="pay-skeleton" aria-busy aria-label={paymentsTexts.chosenPlan.loading}>
      <Skeleton height="1.4rem" width="60%" />
      <Skeleton height="22rem" />
    </div>
  );
}
