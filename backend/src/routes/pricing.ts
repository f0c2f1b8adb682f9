import { actor, created, done, ok, route, type RouteDef } from '../route';
import { listReply } from '../services/pagination';
import * as pricing from '../services/pricing';

const SAVED = 'Pricing configuration saved successfully!';

export const pricingRoutes: RouteDef[] = [
  route('get', '/pricing/getPlans', async ({ deps, query }) => listReply(await pricing.listConfigs(deps.db, query))),
  route('get', '/pricing/getActivePlans', async ({ deps }) => ok(await pricing.getActiveConfig(deps.db))),
  route('get', '/pricing/{id}', async ({ deps, params }) => ok(await pricing.getConfig(deps.db, params.id))),
  route('post', '/pricing/createPlan', async ({ deps, body, auth }) => created(await pricing.createConfig(deps.db, body, actor(auth)), SAVED)),
  route('put', '/pricing/updatePlan/{id}', async ({ deps, params, body, auth }) =>
    ok(await pricing.updateConfig(deps.db, params.id, body, actor(auth)), SAVED),
  ),
  route('put', '/pricing/togglePlanStatus/{id}', async ({ deps, params, auth }) => {
    const { config, message } = await pricing.toggleConfig(deps.db, params.id, actor(auth));
    return ok(config, message);
  }),
  route('post', '/pricing/addPlan/{id}', async ({ deps, params, body, auth }) =>
    created(await pricing.addPlan(deps.db, params.id, body.planData, actor(auth)), 'Plan added successfully!'),
  ),
  route('put', '/pricing/updateSinglePlan/{id}/{planId}', async ({ deps, params, body, auth }) =>
    ok(await pricing.updatePlan(deps.db, params.id, params.planId, body, actor(auth)), 'Plan updated successfully!'),
  ),
  route('delete', '/pricing/removePlan/{id}/{planId}', async ({ deps, params, auth }) =>
    ok(await pricing.removePlan(deps.db, params.id, params.planId, actor(auth)), 'Plan deleted successfully!'),
  ),
  route('put', '/pricing/updateAllPlans/{id}', async ({ deps, params, body, auth }) =>
    ok(await pricing.replacePlans(deps.db, params.id, body.plans, actor(auth)), SAVED),
  ),
  route('put', '/pricing/updateFaqs/{id}', async ({ deps, params, body, auth }) =>
    ok(await pricing.updateFaqs(deps.db, params.id, body.faqs, actor(auth)), 'FAQs updated successfully!'),
  ),
  route('delete', '/pricing/deletePlan/{id}', async ({ deps, params }) => {
    await pricing.deleteConfig(deps.db, params.id);
    return done('Pricing configuration deleted successfully!');
  }),
];
