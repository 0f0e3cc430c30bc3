import {
  adminPlanFieldsSchema,
  type AdminPlanCreateBody,
  CURRENCIES,
  type Currency,
  currencyLabels,
  currencyMinorDigits,
  PLAN_INTERVALS,
  PLAN_KINDS,
  PLAN_TIERS,
  planIntervalLabels,
  planKindLabels,
  planMessages,
  type Plan,
  priceAmountOf,
  tierLabels,
} from '@kora/shared';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FieldNote } from '../../../components/ui/field';
import { FormField, SelectField, TextareaField } from '../../../components/ui/form-field';
import { formActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { adminPlansTexts } from '../admin-plans-texts';
import { useCreateAdminPlan, useEditAdminPlan } from '../api/admin-plans';

const fields = adminPlanFieldsSchema.shape;
const yes = 'true';

/**
 * The form as typed: texts only. Features are one per line; a price per currency in major units
 * ('9,99', '5000'), blank when the plan is not sold in it, and (live-creators-admin.md §5) one that
 * is not a number becomes 0. The server checks the rest (at least one price, a day-long plan is a pass).
 */
const formSchema = z
  .object({
    name: fields.name,
    description: fields.description,
    tier: fields.tier,
    interval: fields.interval,
    kind: fields.kind,
    features: z.string(),
    isActive: z.string(),
    popular: z.string(),
    XOF: z.string(),
    XAF: z.string(),
    EUR: z.string(),
    USD: z.string(),
  })
  .transform(
    (form): AdminPlanCreateBody => ({
      name: form.name,
      description: form.description,
      tier: form.tier,
      interval: form.interval,
      kind: form.kind,
      features: form.features.split('\n'),
      isActive: form.isActive === yes,
      popular: form.popular === yes,
      prices: CURRENCIES.flatMap((currency) => (form[currency].trim() === '' ? [] : [{ currency, amount: priceAmountOf(form[currency], currency) }])),
    }),
  );

const initial: Parameters<typeof useForm<typeof formSchema>>[1] = {
  name: '',
  description: '',
  tier: 'premium',
  interval: 'month',
  kind: 'subscription',
  features: '',
  isActive: yes,
  popular: '',
  XOF: '',
  XAF: '',
  EUR: '',
  USD: '',
};

/** A price as the form shows it, in major units: '9,99', '5000'. */
function typedPrice(amount: number, currency: Currency): string {
  const digits = currencyMinorDigits[currency];
  return (amount / 10 ** digits).toFixed(digits).replace('.', ',');
}

/** The form filled with a plan, for its edit. */
function valuesOf(plan: Plan): typeof initial {
  const price = (currency: Currency) => {
    const found = plan.prices.find((p) => p.currency === currency);
    return found ? typedPrice(found.amount, currency) : '';
  };
  return {
    name: plan.name,
    description: plan.description,
    tier: plan.tier,
    interval: plan.interval,
    kind: plan.kind,
    features: plan.features.join('\n'),
    isActive: plan.isActive ? yes : '',
    popular: plan.popular ? yes : '',
    XOF: price('XOF'),
    XAF: price('XAF'),
    EUR: price('EUR'),
    USD: price('USD'),
  };
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="admin-plan-form__toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} /> {label}
    </label>
  );
}

interface AdminPlanFormProps {
  /** The plan to edit; without it, the form creates one. */
  plan?: Plan;
  /** After a success (the form is then reset, or the dialog closed). */
  onDone: () => void;
  /** Edit mode's 'Annuler'. */
  onCancel?: () => void;
}

/**
 * 'Nouveau plan' (live-creators-admin.md §2, §5): name and description required, a tier, a period, a
 * kind, features, prices. With `plan`, the same form edits it: tier, period and kind are
 * shown but fixed (what subscribers bought keeps them); a new price applies to new purchases only.
 */
export function AdminPlanForm({ plan, onDone, onCancel }: AdminPlanFormProps) {
  const form = useForm(formSchema, plan ? valuesOf(plan) : initial);
  const create = useCreateAdminPlan();
  const edit = useEditAdminPlan();
  const pending = create.isPending || edit.isPending;
  const pricesId = useId();
  const t = adminPlansTexts.form;
  const fixed = plan ? t.fixed : undefined;
  const submit = form.handleSubmit(({ tier, interval, kind, ...changes }) => {
    if (plan) {
      edit.mutate(
        { id: plan.id, ...changes },
        {
          onSuccess: (saved) => {
            toast({ title: t.editedTitle, description: saved.warning ?? t.editedDescription(saved.name) });
            onDone();
          },
          onError: formActionError(form.failWith, planMessages.editFailed),
        },
      );
      return;
    }
    create.mutate(
      { tier, interval, kind, ...changes },
      {
        onSuccess: (created) => {
          toast({ title: t.createdTitle, description: created.warning ?? t.createdDescription(created.name, created.isActive) });
          form.reset();
          onDone();
        },
        onError: formActionError(form.failWith, planMessages.createFailed),
      },
    );
  });

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <fieldset className="form__fields" disabled={pending}>
        <FormField label={t.name} maxLength={100} required {...form.field('name')} />
        <TextareaField label={t.description} rows={2} maxLength={1000} required {...form.field('description')} />
        <div className="form__row">
          <SelectField label={t.tier} options={PLAN_TIERS} labels={tierLabels} disabled={plan !== undefined} hint={fixed} {...form.field('tier')} />
          <SelectField
            label={t.kind}
            options={PLAN_KINDS}
            labels={planKindLabels}
            disabled={plan !== undefined}
            hint={fixed ?? t.kindHint}
            {...form.field('kind')}
          />
        </div>
        <SelectField label={t.interval} options={PLAN_INTERVALS} labels={planIntervalLabels} disabled={plan !== undefined} hint={fixed} {...form.field('interval')} />
        <TextareaField label={t.features} rows={4} hint={t.featuresHint} {...form.field('features')} />
        <div className="field" role="group" aria-labelledby={`${pricesId}-label`} aria-describedby={form.errors.prices ? `${pricesId}-error` : `${pricesId}-hint`}>
          <p className="field__label" id={`${pricesId}-label`}>
            {adminPlansTexts.prices}
          </p>
          <div className="form__row">
            {CURRENCIES.map((currency) => (
              <FormField key={currency} label={currencyLabels[currency]} inputMode="decimal" placeholder={currency === 'EUR' || currency === 'USD' ? '9,99' : '5000'} {...form.field(currency)} />
            ))}
          </div>
          <FieldNote
            id={pricesId}
            error={form.errors.prices}
            hint={t.pricesHint(plan !== undefined)}
          />
        </div>
        <Toggle label={t.isActive} checked={form.values.isActive === yes} onChange={(on) => form.setValue('isActive', on ? yes : '')} />
        <Toggle label={t.popular} checked={form.values.popular === yes} onChange={(on) => form.setValue('popular', on ? yes : '')} />
      </fieldset>
      {plan ? (
        <DialogActions busy={pending} onCancel={onCancel ?? onDone} />
      ) : (
        <Button type="submit" loading={pending} className="form__submit">
          <Plus size={18} aria-hidden /> {t.create}
        </Button>
      )}
    </form>
  );
}
