// Pricing configurations: a config row (FAQs as JSON) plus one `pricing_plans` row per plan. A plan's name,
// order, isActive and isPopular are columns; every other plan field is kept whole in the plan's `data` JSON,
// so legacy shapes (a single pricingOptions object, a plain price, cta.text) come back as they were stored.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, bool, compact, newId, parseJson, seedAudit } from '../db/rows';
import { paginate, type ListQuery } from './pagination';
import { toggledMessage } from '@shared/contract/list-rules';
import { keepKnownIds, keepSingleActive, lockRow, touch } from './records';

type S = components['schemas'];
type Config = S['PricingConfig'];
type ConfigInput = S['PricingConfigInput'];
type Plan = S['Plan'];
type PlanInput = S['PlanInput'];
type Faq = S['Faq'];

interface ConfigRow extends AuditRow {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  background_color: string;
  layout: string;
  show_comparison: number | boolean;
  is_active: number | boolean;
  faqs: string;
}

interface PlanRow {
  id: string;
  config_id: string;
  name: string;
  position: number;
  is_active: number | boolean;
  is_popular: number | boolean;
  data: string;
}

/** A plan's fields as a client or the seed gives them (a stored plan may hold a legacy pricingOptions object). */
type AnyPlan = Partial<Omit<Plan, 'pricingOptions'>> & { pricingOptions?: Plan['pricingOptions'] };

const CONFIG_NOT_FOUND = 'Pricing configuration not found';
const PLAN_NOT_FOUND = 'Plan not found';
const DATA_KEYS = [
  'description',
  'price',
  'billingPeriod',
  'customBillingText',
  'pricingOptions',
  'buttonText',
  'cta',
  'features',
  'limitations',
  'highlights',
  'badge',
] as const;

// ------------------------------------------------------------------------------------------ mapping

/** The plan fields that live in `data`: the known ones only, never ids, columns or audit fields. */
function planData(plan: AnyPlan): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of DATA_KEYS) if (plan[key] !== undefined && plan[key] !== null) data[key] = plan[key];
  return data;
}

const toPlan = (r: PlanRow): Plan =>
  ({
    ...parseJson<Record<string, unknown>>(r.data, {}),
    _id: r.id,
    name: r.name,
    order: r.position,
    isActive: bool(r.is_active),
    isPopular: bool(r.is_popular),
  }) as Plan;

/** isActive is true unless explicitly false; isPopular only if explicitly true. */
const planColumns = (plan: AnyPlan & { name: string }, position: number) => ({
  name: plan.name,
  position,
  is_active: plan.isActive !== false,
  is_popular: plan.isPopular === true,
  data: JSON.stringify(planData(plan)),
});

/** FAQs keep a given id or get a new one. */
const toFaqs = (faqs: readonly Faq[]): Faq[] => faqs.map((f) => ({ _id: f._id ?? newId(), question: f.question, answer: f.answer }));

const toConfig = (r: ConfigRow, plans: PlanRow[]): Config =>
  compact({
    _id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    description: r.description,
    backgroundColor: r.background_color,
    layout: r.layout,
    showComparison: bool(r.show_comparison),
    isActive: bool(r.is_active),
    plans: plans.map(toPlan),
    faqs: parseJson<Faq[]>(r.faqs, []),
    ...auditFields(r),
  }) as Config;

/** Only the config fields the client sent; identity and audit fields are never taken from the body. */
const configColumns = (input: Partial<Omit<ConfigInput, 'plans'>>) =>
  compact({
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    background_color: input.backgroundColor,
    layout: input.layout,
    show_comparison: input.showComparison,
    is_active: input.isActive,
    faqs: input.faqs ? JSON.stringify(toFaqs(input.faqs)) : undefined,
  });

// ------------------------------------------------------------------------------------------ reading

const configRows = (db: Knex) => db<ConfigRow>('pricing_configs');
const planRows = (db: Knex) => db<PlanRow>('pricing_plans');

async function withPlans(db: Knex, rows: ConfigRow[], activeOnly = false): Promise<Config[]> {
  if (!rows.length) return [];
  const q = planRows(db)
    .whereIn(
      'config_id',
      rows.map((r) => r.id),
    )
    .orderBy([{ column: 'position' }, { column: 'id' }]);
  if (activeOnly) q.where('is_active', true);
  const plans = await q;
  return rows.map((r) =>
    toConfig(
      r,
      plans.filter((p) => p.config_id === r.id),
    ),
  );
}

async function loadConfig(db: Knex, id: string): Promise<Config> {
  const row = await configRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, CONFIG_NOT_FOUND);
  return (await withPlans(db, [row]))[0];
}

export async function listConfigs(db: Knex, query: ListQuery) {
  const q = configRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  if (typeof query.isActive === 'boolean') q.where('is_active', query.isActive);
  const page = await paginate(q, query, (r) => r);
  return { ...page, data: await withPlans(db, page.data) };
}

/** The active configuration with the plans whose isActive is not false, by order. */
export async function getActiveConfig(db: Knex) {
  const row = await configRows(db)
    .where('is_active', true)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .first();
  if (!row) throw new HttpError(404, 'No active pricing configuration found');
  return (await withPlans(db, [row], true))[0];
}

export const getConfig = (db: Knex, id: string) => loadConfig(db, id);

// ------------------------------------------------------------------------------------------ writing

/** The schema's defaults, for the NOT NULL columns a record may lack. */
const CONFIG_DEFAULTS = { background_color: 'bg-gray-50', layout: 'horizontal-scroll', show_comparison: false, is_active: true, faqs: '[]' };

const lockConfig = (trx: Knex, id: string) => lockRow<ConfigRow>(trx, 'pricing_configs', id, CONFIG_NOT_FOUND);

/** The config's plans become `plans`; a plan without an order gets its 1-based position in the list. */
async function writePlans(trx: Knex, configId: string, plans: readonly PlanInput[]) {
  const current = new Set((await planRows(trx).where('config_id', configId).pluck('id')) as string[]);
  await planRows(trx).where('config_id', configId).delete();
  const rows = keepKnownIds(plans, current).map((p, i) => ({ id: p._id, config_id: configId, ...planColumns(p, p.order ?? i + 1) }));
  if (rows.length) await planRows(trx).insert(rows);
}

export async function createConfig(db: Knex, input: ConfigInput, adminId: string) {
  const id = newId();
  return db.transaction(async (trx) => {
    await configRows(trx).insert({ id, ...CONFIG_DEFAULTS, ...configColumns(input), ...auditOnCreate(adminId) });
    await writePlans(trx, id, input.plans ?? []);
    if (input.isActive !== false) await keepSingleActive(trx, 'pricing_configs', id);
    return loadConfig(trx, id);
  });
}

/** Merges the given fields; given plans or FAQs replace the stored ones. */
export async function updateConfig(db: Knex, id: string, input: Partial<ConfigInput>, adminId: string) {
  return db.transaction(async (trx) => {
    await lockConfig(trx, id);
    await configRows(trx)
      .where('id', id)
      .update({ ...configColumns(input), ...auditOnUpdate(adminId) });
    if (input.plans) await writePlans(trx, id, input.plans);
    const config = await loadConfig(trx, id);
    if (config.isActive) await keepSingleActive(trx, 'pricing_configs', id);
    return config;
  });
}

export async function toggleConfig(db: Knex, id: string, adminId: string) {
  return db.transaction(async (trx) => {
    const row = await lockConfig(trx, id);
    const active = !bool(row.is_active);
    await configRows(trx)
      .where('id', id)
      .update({ is_active: active, ...auditOnUpdate(adminId) });
    if (active) await keepSingleActive(trx, 'pricing_configs', id);
    return { config: await loadConfig(trx, id), message: toggledMessage('Pricing configuration', active) };
  });
}

export async function deleteConfig(db: Knex, id: string) {
  await db.transaction(async (trx) => {
    await lockConfig(trx, id);
    await planRows(trx).where('config_id', id).delete();
    await configRows(trx).where('id', id).delete();
  });
}

/** Appends a plan; without an order it goes last (number of plans plus 1). */
export async function addPlan(db: Knex, id: string, input: PlanInput, adminId: string) {
  return db.transaction(async (trx) => {
    await lockConfig(trx, id);
    const count = Number((await planRows(trx).where('config_id', id).count({ n: '*' }).first())?.n ?? 0);
    await planRows(trx).insert({ id: newId(), config_id: id, ...planColumns(input, input.order ?? count + 1) });
    await touch(trx, 'pricing_configs', id, adminId);
    return loadConfig(trx, id);
  });
}

/** Merges the given fields onto the plan. */
export async function updatePlan(db: Knex, id: string, planId: string, input: Partial<PlanInput>, adminId: string) {
  return db.transaction(async (trx) => {
    await lockConfig(trx, id);
    const row = await planRows(trx).where({ id: planId, config_id: id }).first();
    if (!row) throw new HttpError(404, PLAN_NOT_FOUND);
    const stored = toPlan(row);
    const merged: AnyPlan & { name: string } = {
      ...stored,
      ...planData(input),
      name: input.name ?? stored.name,
      isActive: input.isActive ?? stored.isActive,
      isPopular: input.isPopular ?? stored.isPopular,
    };
    await planRows(trx)
      .where('id', planId)
      .update(planColumns(merged, input.order ?? row.position));
    await touch(trx, 'pricing_configs', id, adminId);
    return loadConfig(trx, id);
  });
}

export async function removePlan(db: Knex, id: string, planId: string, adminId: string) {
  return db.transaction(async (trx) => {
    await lockConfig(trx, id);
    const removed = await planRows(trx).where({ id: planId, config_id: id }).delete();
    if (!removed) throw new HttpError(404, PLAN_NOT_FOUND);
    await touch(trx, 'pricing_configs', id, adminId);
    return loadConfig(trx, id);
  });
}

export async function replacePlans(db: Knex, id: string, plans: PlanInput[], adminId: string) {
  return db.transaction(async (trx) => {
    await lockConfig(trx, id);
    await writePlans(trx, id, plans);
    await touch(trx, 'pricing_configs', id, adminId);
    return loadConfig(trx, id);
  });
}

export async function updateFaqs(db: Knex, id: string, faqs: Faq[], adminId: string) {
  return db.transaction(async (trx) => {
    await lockConfig(trx, id);
    await configRows(trx)
      .where('id', id)
      .update({ faqs: JSON.stringify(toFaqs(faqs)), ...auditOnUpdate(adminId) });
    return loadConfig(trx, id);
  });
}

/** Writes whole records (ids and audit included): the demo seed. */
export async function insertPricingConfigs(trx: Knex, records: readonly Config[]) {
  for (const c of records) {
    await configRows(trx).insert({ id: c._id, ...CONFIG_DEFAULTS, ...configColumns(c), ...seedAudit(c) });
    const plans = c.plans.map((p, i) => ({ id: p._id, config_id: c._id, ...planColumns(p, p.order ?? i + 1) }));
    if (plans.length) await planRows(trx).insert(plans);
  }
}
