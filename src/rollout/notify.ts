// Notifying people of automatic rollout decisions: a signed POST (the same Standard
// Webhooks signature as the webhook publish target, so one receiver can verify both) to the dedicated
// rollout webhook, else to the publish webhook.
import { randomUUID } from 'node:crypto';
import { signedHeaders } from '../publish/targets/webhook.ts';
import type { Notify, RolloutEvent } from './loop.ts';

export function webhookNotifier(url: string, secret: string, timeoutMs = 10_000): Notify {
  return async (e: RolloutEvent) => {
    const id = randomUUID();
    const body = JSON.stringify({ delivery_id: id, ...e });
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(secret, id, new Date(), body) },
      body,
      redirect: 'error', // a signed body goes only where the operator pointed it
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`rollout webhook answered ${res.status} ${res.statusText}`);
  };
}
