/**
 * Fastify's `trustProxy` from TRUST_PROXY (config.ts): a hop count becomes a function trusting that many proxies from
 * this process outwards. Fastify itself now takes a plain number as "trust nothing" (a hop count cannot tell whether
 * the nearest peer is a proxy), so the count is spelled as a function here; the port must then be reachable only
 * through the proxy (docs/deploy.md). A list of addresses is passed as it is.
 */
export function trustedProxies(
  setting: number | string[] | false | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined || setting === false) return false;
  if (Array.isArray(setting)) return setting;
  return (_address, hop) => hop < setting;
}
