import { Skeleton } from '../../../components/ui/skeleton';

/** The shape of a payment page while its plan loads (never a spinner). */
export function PaymentSkeleton() {
  return (
    <div className="pay-skeleton" aria-busy aria-label="Chargement de l'offre">
      <Skeleton height="1.4rem" width="60%" />
      <Skeleton height="22rem" />
    </div>
  );
}
