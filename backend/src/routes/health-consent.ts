// The health-data consent text (ADR 0043): read by anyone, changed by super admins (the role is openapi.yaml's).
import { actor, ok, route } from '../route';
import { currentHealthConsent, updateHealthConsent } from '../services/health-consent';

export const healthConsentRoutes = [
  route('get', '/health-consent', async ({ deps }) => ok(await currentHealthConsent(deps.db, deps.config.clock.now()))),
  route('put', '/health-consent', async ({ deps, body, auth }) => {
    // A signed-in write of a public text: the route kit runs it in a transaction that lets the content cache go of
    // the privacy policy page, which shows it.
    const { data, message } = await updateHealthConsent(deps.db, body.text, actor(auth), deps.config.clock.now());
    return ok(data, message);
  }),
];
