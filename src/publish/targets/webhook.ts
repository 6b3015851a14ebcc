// A webhook: POST of the changed descriptions with an HMAC-SHA256 signature of the body
// (header x-whetstone-signature: sha256=<hex>) and a delivery id, so the receiver can
// verify the sender and drop a redelivery.
import { createHmac } from 'node:crypto';
import { describe, type Delivery, type PublishTarget } from '../target.ts';

export const SIGNATURE_HEADER = 'x-whetstone-signature';
export const DELIVERY_HEADER = 'x-whetstone-delivery';

export function sign(secret: string, body: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(body).digest('hex');
}

export function webhookTarget(url: string, secret: string, timeoutMs = 10_000): PublishTarget {
  return {
    name: 'webhook',
    async deliver(d: Delivery) {
      const body = JSON.stringify({ delivery_id: d.deliveryId, published_at: new Date().toISOString(), changed: d.changed.map(describe) });
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secret, body), [DELIVERY_HEADER]: d.deliveryId },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status} ${res.statusText}`);
    },
  };
}
