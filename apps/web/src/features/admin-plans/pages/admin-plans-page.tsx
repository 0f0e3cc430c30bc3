import { formatPrice, passDurationLabels, type Plan, planIntervalLabels, planMessages, tierLabels } from '@kora/shared';
import { ChevronDown, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { adminComponentsTexts } from '../../../components/admin/admin-components-texts';
import { AdminItem, AdminList } from '../../../components/admin/admin-list';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { adminPlansTexts as t } from '../admin-plans-texts';
import { useAdminPlans, useDeleteAdminPlan } from '../api/admin-plans';
import { AdminPlanForm } from '../components/admin-plan-form';
import '../admin-plans.css';

/** One plan of the list: its kind, tier, period, state, its price in each currency, its features, 'Modifier' and 'Supprimer'. */
function AdminPlanItem({ plan, onEdit, onDelete }: { plan: Plan; onEdit: () => void; onDelete: () => void }) {
  const pass = plan.kind === 'pass';
  return (
    <AdminItem
      title={plan.name}
      testId="admin-plan"
      description={plan.description}
      meta={
        <>
          <Badge variant={plan.isActive ? 'primary' : 'default'}>{plan.isActive ? t.active : t.inactive}</Badge>
          {plan.popular && <Badge variant="outline">{t.popular}</Badge>}
          <Badge variant="outline">{tierLabels[plan.tier]}</Badge>
          <span>{pass ? t.passFor(passDurationLabels[plan.interval]) : t.subscriptionPer(planIntervalLabels[plan.interval])}</span>
        </>
      }
      actions={
        <>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={t.editName(plan.name)}>
            <Pencil size={16} aria-hidden /> {adminComponentsTexts.edit}
          </Button>
          <Button size="sm" variant="destructive" onClick={onDelete} aria-label={t.deleteName(plan.name)}>
            <Trash2 size={16} aria-hidden /> {adminComponentsTexts.delete}
          </Button>
        </>
      }
    >
      <ul className="admin-plan__prices" role="list" aria-label={t.prices}>
        {plan.prices.map(({ currency, amount }) => (
          <li key={currency}>
            <span>{currency}</span> <strong>{formatPrice(amount, currency)}</strong>
          </li>
        ))}
      </ul>
      {plan.features.length > 0 && <p className="admin-plan__features">{plan.features.join(' · ')}</p>}
    </AdminItem>
  );
}

/**
 * 'Plans' (live-creators-admin.md §2 'subscription plans', §5): every plan, inactive ones too, with its
 * prices per currency; creation; edit in a dialog (name, description, features, state,
 * prices; tier, period and kind stay); deletion after confirmation (a plan subscriptions or payments refer
 * to is deactivated instead, and the toast says so).
 */
export default function AdminPlansPage() {
  const plans = useAdminPlans();
  const remove = useDeleteAdminPlan();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const [editing, setEditing] = useState<Plan | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const plan = deleting;
    remove.mutate(plan.id, {
      onSuccess: ({ outcome }) => {
        setDeleting(null);
        if (outcome === 'deleted') toast({ title: t.deletedTitle, description: t.deletedDescription(plan.name) });
        else toast({ title: t.deactivatedTitle, description: t.deactivatedDescription(plan.name) });
      },
      onError: (error) => {
        setDeleting(null);
        toastActionError(error, planMessages.deleteFailed);
      },
    });
  };

  return (
    <section className="admin__section" aria-labelledby="admin-plans-title">
      <h2 id="admin-plans-title" className="admin__title">
        {t.title}
      </h2>
      <Card className="admin-form">
        <Button variant={creating ? 'ghost' : 'primary'} className="form__submit" aria-expanded={creating} onClick={() => setCreating(!creating)}>
          {creating ? <ChevronDown size={18} aria-hidden /> : <Plus size={18} aria-hidden />} {t.newPlan}
        </Button>
        {creating && <AdminPlanForm onDone={() => setCreating(false)} />}
      </Card>
      <AdminList query={plans} empty={t.empty}>
        {(plan) => <AdminPlanItem key={plan.id} plan={plan} onEdit={() => setEditing(plan)} onDelete={() => setDeleting(plan)} />}
      </AdminList>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={t.editTitle}>
        {editing && <AdminPlanForm key={editing.id} plan={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmTitle}
        confirmLabel={adminComponentsTexts.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t.confirmBody(deleting?.name ?? '')}
      </ConfirmDialog>
    </section>
  );
}
