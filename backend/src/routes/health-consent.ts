// The health-data consent text (ADR 0043): read by anyone, changed by super admins (the role is openapi.yaml's).
import { actor, ok, route } from '../route';
import { currentHealthConsent, updateHealthConsent } from '../services/health-consent';

export const healthConsentRoutes = [
  route('get', '/health-consent', async ({ deps }) => ok(await currentHealthConsent(deps.db, deps.config.clock.now()))),
  route('put', '/health-consent', async ({ deps, body, auth }) => {
    const { data, message, stored } = await updateHealthConsent(deps.db, body.text, actor(auth), deps.config.clock.now());
    // The privacy policy page shows the text: this instance's content cache lets go of it at once.
    if (stored) deps.releases?.contentChanged();
    return ok(data, message);
  }),
];
