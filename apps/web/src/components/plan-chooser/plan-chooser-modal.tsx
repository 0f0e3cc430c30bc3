import { catalogueMessages, effectiveTier, plans, type User } from '@kora/shared';
import { Check, Crown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { cx } from '../../lib/cx';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import './plan-chooser.css';

interface PlanChooserModalProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * 'Choose Your Plan' (viewer.md §2, §9): the current plan, then basic, premium (popular) and family
 * with their monthly price and features. Choosing one closes the modal and opens /subscribe?plan=<id>;
 * the current plan's button is disabled and reads 'Current Plan'.
 */
export default function PlanChooserModal({ user, open, onClose }: PlanChooserModalProps) {
  const navigate = useNavigate();
  const current = effectiveTier(user);
  const choose = (planId: string) => {
    onClose();
    navigate(`/subscribe?plan=${planId}`);
  };

  return (
    <Modal open={open} onClose={onClose} title={catalogueMessages.planChooserTitle} className="plan-chooser">
      <p className="plan-chooser__current">
        Abonnement actuel <Badge variant={current === 'free' ? 'default' : 'primary'}>{current.toUpperCase()}</Badge>
      </p>
      <ul className="plan-chooser__list" role="list">
        {plans.map((plan) => {
          const isCurrent = plan.id === current;
          const popular = 'popular' in plan && plan.popular;
          return (
            <li key={plan.id} className={cx('plan', popular && 'plan--popular', isCurrent && 'plan--current')} aria-labelledby={`plan-${plan.id}`}>
              <div className="plan__head">
                <h3 className="plan__name" id={`plan-${plan.id}`}>
                  {popular && <Crown size={16} aria-hidden />} {plan.name}
                </h3>
                {popular && <Badge variant="primary">POPULAR</Badge>}
              </div>
              <p className="plan__price">
                <strong>{priceFormat.format(plan.price)}</strong> <span>/ mois</span>
              </p>
              <ul className="plan__features" role="list">
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <Check size={16} aria-hidden /> {feature}
                  </li>
                ))}
              </ul>
              <Button
                block
                variant={popular ? 'primary' : 'outline'}
                disabled={isCurrent}
                onClick={() => choose(plan.id)}
              >
                {isCurrent ? catalogueMessages.currentPlan : `Choisir ${plan.name}`}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="plan-chooser__footer">{catalogueMessages.planChooserFooter}</p>
    </Modal>
  );
}
