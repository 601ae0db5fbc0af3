import { createHmac } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (decision 088). */
export const SIGNATURE_HEADER = 'x-portal-signature';

/** Signs the exact bytes sent with the endpoint's secret, with the time, so a replay of an old body can be refused. */
export function signatureOf(secret: string, unixSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
