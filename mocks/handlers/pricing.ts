import type { components } from '@shared/contract/schema';
import { db } from '../db';
import { HttpError } from '@shared/contract/http-error';
import { route, ok, created, done } from '../route';
import {
  applyChanges,
  toggleActive,
  byOrder,
  filterActive,
  findById,
  keepSingleActive,
  mergeItem,
  listReply,
  removeById,
  stampCreated,
  stampUpdated,
  withIds,
} from './support';

type S = components['schemas'];
type Config = S['PricingConfig'];
type Plan = S['Plan'];

const CONFIG = 'Pricing configuration';
const PLAN = 'Plan';
const SAVED = 'Pricing configuration saved successfully!';

/** Plans from a client: each gets an id, and a plan without an order gets its 1-based position. */
function normalisePlans(plans: S['PlanInput'][]): Plan[] {
  return withIds(plans).map((plan, i) => ({ ...plan, order: plan.order ?? i + 1 }));
}

const findConfig = (id: string) => findById(db.pricingConfigs, id, CONFIG);

function findPlan(config: Config, planId: string): Plan {
  const plan = config.plans.find((p) => p._id === planId);
  if (!plan) throw new HttpError(404, 'Plan not found');
  return plan;
}

export const pricingRoutes = [
  route('get', '/pricing/getPlans', ({ query }) => listReply(filterActive(db.pricingConfigs, query), query)),

  route('get', '/pricing/getActivePlans', () => {
    const active = db.pricingConfigs.find((c) => c.isActive);
    if (!active) throw new HttpError(404, 'No active pricing configuration found');
    return ok({ ...active, plans: active.plans.filter((p) => p.isActive !== false).sort(byOrder) });
  }),

  route('get', '/pricing/{id}', ({ params }) => ok(findConfig(params.id))),

  route('post', '/pricing/createPlan', ({ body, auth }) => {
    const config: Config = stampCreated({ ...body, plans: normalisePlans(body.plans ?? []), faqs: withIds(body.faqs) }, auth);
    db.pricingConfigs.push(config);
    keepSingleActive(db.pricingConfigs, config);
    return created(config, SAVED);
  }),

  route('put', '/pricing/updatePlan/{id}', ({ params, body, auth }) => {
    const { plans, faqs, ...fields } = body;
    const config = applyChanges(
      findConfig(params.id),
      { ...fields, ...(plans ? { plans: normalisePlans(plans) } : {}), ...(faqs ? { faqs: withIds(faqs) } : {}) },
      auth,
    );
    keepSingleActive(db.pricingConfigs, config);
    return ok(config, SAVED);
  }),

  route('put', '/pricing/togglePlanStatus/{id}', ({ params, auth }) => {
    const config = findConfig(params.id);
    return ok(config, toggleActive(db.pricingConfigs, config, auth, 'Pricing configuration'));
  }),

  route('post', '/pricing/addPlan/{id}', ({ params, body, auth }) => {
    const config = findConfig(params.id);
    const [plan] = withIds([body.planData]);
    config.plans.push({ ...plan, order: plan.order ?? config.plans.length + 1 });
    stampUpdated(config, auth);
    return created(config, 'Plan added successfully!');
  }),

  route('put', '/pricing/updateSinglePlan/{id}/{planId}', ({ params, body, auth }) => {
    const config = findConfig(params.id);
    mergeItem(findPlan(config, params.planId), body);
    stampUpdated(config, auth);
    return ok(config, 'Plan updated successfully!');
  }),

  route('delete', '/pricing/removePlan/{id}/{planId}', ({ params, auth }) => {
    const config = findConfig(params.id);
    removeById(config.plans, params.planId, PLAN);
    stampUpdated(config, auth);
    return ok(config, 'Plan deleted successfully!');
  }),

  route('put', '/pricing/updateAllPlans/{id}', ({ params, body, auth }) => {
    const config = findConfig(params.id);
    config.plans = normalisePlans(body.plans);
    stampUpdated(config, auth);
    return ok(config, SAVED);
  }),

  route('put', '/pricing/updateFaqs/{id}', ({ params, body, auth }) => {
    const config = findConfig(params.id);
    config.faqs = withIds(body.faqs);
    stampUpdated(config, auth);
    return ok(config, 'FAQs updated successfully!');
  }),

  route('delete', '/pricing/deletePlan/{id}', ({ params }) => {
    removeById(db.pricingConfigs, params.id, CONFIG);
    return done('Pricing configuration deleted successfully!');
  }),
];
