import type { User } from '@kora/shared';
import { lazy } from 'react';

/*
 * The payment pages, each its own chunk, behind one lazy module: the first load's table of
 * chunks to preload lists this module once, not every payment page and the pieces they share.
 */
const SubscribePage = lazy(() => import('../../features/payments/pages/subscribe-page'));
const Hub2PaymentPage = lazy(() => import('../../features/payments/pages/hub2-payment-page'));
const Hub2SuccessPage = lazy(() => import('../../features/payments/pages/hub2-success-page'));
const Hub2ErrorPage = lazy(() => import('../../features/payments/pages/hub2-error-page'));

export type PaymentPageName = 'subscribe' | 'hub2Payment' | 'hub2Success' | 'hub2Error';

/** One of the payment pages, for the signed-in `user`. */
export default function PaymentPages({ page, user }: { page: PaymentPageName; user: User }) {
  switch (page) {
    case 'subscribe':
      return <SubscribePage user={user} />;
    case 'hub2Payment':
      return <Hub2PaymentPage user={user} />;
    case 'hub2Success':
      return <Hub2SuccessPage user={user} />;
    case 'hub2Error':
      return <Hub2ErrorPage />;
  }
}
