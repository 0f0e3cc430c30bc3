import { type AdminPlanSaved, isSellable, type NewPlan, type Plan, type PlanDeletion, type PlanEdit, planMessages } from '@kora/shared';
import type { InTransaction } from '../../db/transaction.js';
import type { AdminActionsRepository, AdminActor } from '../audit/admin-actions.repository.js';
import { planNotFound } from './plans.errors.js';
import type { PlansRepository } from './plans.repository.js';

/** What an admin's change of a plan writes through, on one transaction: the plan and its journal row. */
export interface PlanChangeUnit {
  plans: Pick<PlansRepository, 'insert' | 'findById' | 'lockById' | 'update' | 'removeOrDeactivate'>;
  audit: Pick<AdminActionsRepository, 'record'>;
}

interface Deps {
  plans: Pick<PlansRepository, 'listActive' | 'listAll'>;
  inTransaction: InTransaction<PlanChangeUnit>;
}

/** What the journal keeps of a plan: enough to know which one it was and what it sold. */
const journalFieldsOf = ({ name, tier, interval, kind, isActive, prices }: Plan) => ({ name, tier, interval, kind, isActive, prices });
/** What an edit may change, before and after, for the journal. */
const editableFieldsOf = ({ name, description, features, isActive, popular, prices }: Plan) => ({ name, description, features, isActive, popular, prices });

/**
 * Plans and passes (live-creators-admin.md §2, §5, §7 'subscription plans'): viewers see
 * the active ones (a plan priced 0 is never active); admins list them all, create, edit and delete them. Each admin change commits with
 * its journal row ('plan.create', 'plan.update', 'plan.delete', or 'plan.deactivate' when something
 * still refers to the plan and it is kept, no longer offered).
 */
export function createPlansService({ plans, inTransaction }: Deps) {
  return {
    /** What viewers may buy: the active plans (never one priced 0: create and edit keep such a plan inactive; the migration 0028_plans_priced_zero did so for older ones). */
    listActive: () => plans.listActive(),
    listAll: () => plans.listAll(),

    /** A plan with a price of 0 is saved inactive, whatever was asked, and the answer says why. */
    create: (actor: AdminActor, fields: NewPlan): Promise<AdminPlanSaved> =>
      inTransaction(async (unit) => {
        const held = fields.isActive && !isSellable(fields.prices);
        const plan = await unit.plans.insert(held ? { ...fields, isActive: false } : fields);
        if (!plan) throw new Error('plan not inserted');
        await unit.audit.record({ ...actor, action: 'plan.create', targetType: 'plan', targetId: plan.id, after: journalFieldsOf(plan) });
        return held ? { ...plan, warning: planMessages.zeroPriceInactive } : plan;
      }),

    /**
     * Name, description, features, isActive, popular and prices (the schema refuses tier, interval and
     * kind). A new price applies to new purchases: subscriptions keep the amount they were sold at.
     */
    edit: (actor: AdminActor, id: string, changes: PlanEdit): Promise<AdminPlanSaved> =>
      inTransaction(async (unit) => {
        const before = await unit.plans.lockById(id);
        if (!before) throw planNotFound();
        const held = (changes.isActive ?? before.isActive) && !isSellable(changes.prices ?? before.prices);
        const after = await unit.plans.update(id, held ? { ...changes, isActive: false } : changes);
        if (!after) throw planNotFound();
        await unit.audit.record({ ...actor, action: 'plan.update', targetType: 'plan', targetId: id, before: editableFieldsOf(before), after: editableFieldsOf(after) });
        return held ? { ...after, warning: planMessages.zeroPriceInactive } : after;
      }),

    remove: (actor: AdminActor, id: string): Promise<PlanDeletion> =>
      inTransaction(async (unit) => {
        const plan = await unit.plans.findById(id);
        if (!plan) throw planNotFound();
        const outcome = await unit.plans.removeOrDeactivate(id);
        if (!outcome) throw planNotFound();
        const after = outcome === 'deactivated' ? { isActive: false } : null;
        await unit.audit.record({ ...actor, action: outcome === 'deleted' ? 'plan.delete' : 'plan.deactivate', targetType: 'plan', targetId: id, before: journalFieldsOf(plan), after });
        return { outcome, plan: { ...plan, isActive: outcome === 'deleted' ? plan.isActive : false } };
      }),
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
