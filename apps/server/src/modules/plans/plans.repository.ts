import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PLAN_INTERVALS, PLAN_TIERS, type NewPlan, type Plan, type PlanEdit, sortedPrices } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';
import { isReferenceViolation } from '../../db/pg-errors.js';
import { type SubscriptionPlanRow, subscriptionPlanPrices, subscriptionPlans } from '../../db/schema/index.js';

/** A plan to insert: a new plan's fields, and a fixed id for the demo's plans. */
export type PlanInsert = NewPlan & { id?: string };

/** How a deletion ended: the row is gone, or it was kept inactive because other rows refer to it. */
export type PlanRemoval = 'deleted' | 'deactivated';

const position = (column: typeof subscriptionPlans.tier | typeof subscriptionPlans.interval, values: readonly string[]) =>
  sql`array_position(array[${sql.raw(values.map((v) => `'${v}'`).join(', '))}]::text[], ${column})`;

/**
 * The only code that touches `subscription_plans` and `subscription_plan_prices`. Give it a
 * transaction to make a write part of a larger change (an admin's action and its journal row).
 */
export function createPlansRepository(db: DbExecutor) {
  /** The plans `where` selects, each with its prices, ordered tier then period (shortest first), then name. */
  async function plansWhere(where?: SQL): Promise<Plan[]> {
    const rows = await db
      .select()
      .from(subscriptionPlans)
      .where(where)
      .orderBy(position(subscriptionPlans.tier, PLAN_TIERS), position(subscriptionPlans.interval, PLAN_INTERVALS), asc(subscriptionPlans.name), asc(subscriptionPlans.id));
    if (rows.length === 0) return [];
    const prices = await db.select().from(subscriptionPlanPrices).where(inArray(subscriptionPlanPrices.planId, rows.map((r) => r.id)));
    return rows.map((row) => toPlan(row, prices.filter((p) => p.planId === row.id)));
  }

  async function findById(id: string): Promise<Plan | undefined> {
    const [plan] = await plansWhere(eq(subscriptionPlans.id, id));
    return plan;
  }

  return {
    /** What viewers may buy. */
    listActive: () => plansWhere(eq(subscriptionPlans.isActive, true)),

    /** Every plan, inactive ones too (the admin list). */
    listAll: () => plansWhere(),

    findById,

    /**
     * The plan /subscribe sells when none is named (viewer.md §2: Premium, monthly): the active
     * monthly premium subscription, the popular one first.
     */
    async findDefaultPremium(): Promise<Plan | undefined> {
      const plans = await plansWhere(
        sql`${subscriptionPlans.isActive} and ${subscriptionPlans.tier} = 'premium' and ${subscriptionPlans.interval} = 'month' and ${subscriptionPlans.kind} = 'subscription'`,
      );
      return plans.find((plan) => plan.popular) ?? plans[0];
    },

    /** Writes a plan and its prices; a demo plan whose fixed id exists already is left as it is. */
    async insert({ prices, ...fields }: PlanInsert): Promise<Plan | undefined> {
      const [row] = await db.insert(subscriptionPlans).values(fields).onConflictDoNothing({ target: subscriptionPlans.id }).returning();
      if (!row) return undefined;
      if (prices.length > 0) await db.insert(subscriptionPlanPrices).values(prices.map((p) => ({ ...p, planId: row.id })));
      return toPlan(row, prices);
    },

    /** The plan, its row locked until the transaction ends (an edit reads it, then writes it). */
    async lockById(id: string): Promise<Plan | undefined> {
      const [row] = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).for('update');
      return row ? findById(id) : undefined;
    },

    /** Changes a plan's fields; given prices replace the whole list (one per currency). */
    async update(id: string, { prices, ...fields }: PlanEdit): Promise<Plan | undefined> {
      if (Object.keys(fields).length > 0) await db.update(subscriptionPlans).set(fields).where(eq(subscriptionPlans.id, id));
      if (prices) {
        await db.delete(subscriptionPlanPrices).where(eq(subscriptionPlanPrices.planId, id));
        await db.insert(subscriptionPlanPrices).values(prices.map((p) => ({ ...p, planId: id })));
      }
      return findById(id);
    },

    /** Whether any plan exists at all, inactive ones included. */
    async any(): Promise<boolean> {
      const [row] = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1);
      return row !== undefined;
    },

    /**
     * Deletes the plan, or, when another table's row refers to it (a subscription, a payment: their
     * foreign keys restrict deletion), keeps it and deactivates it. The attempt runs in a savepoint,
     * so the refusal leaves the surrounding transaction usable.
     */
    async removeOrDeactivate(id: string): Promise<PlanRemoval | undefined> {
      try {
        const deleted = await db.transaction((savepoint) => savepoint.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id)).returning({ id: subscriptionPlans.id }));
        return deleted.length > 0 ? 'deleted' : undefined;
      } catch (error) {
        if (!isReferenceViolation(error)) throw error;
        const kept = await db.update(subscriptionPlans).set({ isActive: false }).where(eq(subscriptionPlans.id, id)).returning({ id: subscriptionPlans.id });
        return kept.length > 0 ? 'deactivated' : undefined;
      }
    },
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;

function toPlan(row: SubscriptionPlanRow, prices: ReadonlyArray<Plan['prices'][number]>): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tier: row.tier,
    interval: row.interval,
    kind: row.kind,
    features: row.features,
    isActive: row.isActive,
    popular: row.popular,
    prices: sortedPrices(prices.map(({ currency, amount }) => ({ currency, amount }))),
  };
}
