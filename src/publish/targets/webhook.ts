// A webhook: POST of the changed descriptions, signed per Standard Webhooks
// (https://www.standardwebhooks.com): the signature covers the delivery id, the send
// time and the body, sent as webhook-id, webhook-timestamp and webhook-signature
// ("v1,<base64 HMAC-SHA256 of id.timestamp.body>"). A receiver that checks the signature
// and rejects timestamps outside its tolerance (the standardwebhooks verifiers use 5
// minutes) cannot be fed a captured delivery later; the id lets it drop a redelivery.
// docs/security.md shows how to verify. Redirects are refused, not followed: a signed
// body must go only where the operator pointed it.
import { Webhook } from 'standardwebhooks';
import { describe, type Delivery, type PublishTarget } from '../target.ts';

export const ID_HEADER = 'webhook-id';
export const TIMESTAMP_HEADER = 'webhook-timestamp';
export const SIGNATURE_HEADER = 'webhook-signature';
/** The delivery id travels as webhook-id (the same on every retry of one delivery). */
export const DELIVERY_HEADER = ID_HEADER;

/**
 * WHETSTONE_WEBHOOK_SECRET as a signing key: a Standard Webhooks secret ("whsec_" and
 * base64) is used as such; any other string as its UTF-8 bytes (receivers construct
 * their verifier the same way: `new Webhook(secret, { format: 'raw' })`).
 */
export function webhookSigner(secret: string): Webhook {
  return secret.startsWith('whsec_') ? new Webhook(secret) : new Webhook(secret, { format: 'raw' });
}

/** The three headers of one signed delivery. */
export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  return {
    [ID_HEADER]: id,
    [TIMESTAMP_HEADER]: String(Math.floor(at.getTime() / 1000)),
    [SIGNATURE_HEADER]: webhookSigner(secret).sign(id, at, body),
  };
}

export function webhookTarget(url: string, secret: string, timeoutMs = 10_000): PublishTarget {
  return {
    name: 'webhook',
    async deliver(d: Delivery) {
      const body = JSON.stringify({
        delivery_id: d.deliveryId,
        published_at: new Date().toISOString(),
        changed: d.changed.map(describe),
      });
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(secret, d.deliveryId, new Date(), body) },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status >= 300 && res.status < 400) {
        throw new Error(
          `webhook answered ${res.status} (a redirect to ${res.headers.get('location') ?? 'nowhere'}); redirects are not followed: set WHETSTONE_WEBHOOK_URL to the final address`,
        );
      }
      if (!res.ok) throw new Error(`webhook answered ${res.status} ${res.statusText}`);
    },
  };
}
