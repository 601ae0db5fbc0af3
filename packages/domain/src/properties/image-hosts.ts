import { pictureUrl } from './picture-url.ts';

/**
 * Where property pictures may come from besides this site (decision 085): origins in the form a Content-Security-Policy
 * source takes, `https://cdn.example.com`, `https://*.example.com` (any subdomain) or `http://127.0.0.1:*` (any port).
 */
const IMAGE_HOST = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/;

/** The hosts of a comma- or space-separated list, lower case; or the first entry that is not a host. */
export function parseImageHosts(list: string): { hosts: string[] } | { invalid: string } {
  const hosts: string[] = [];
  for (const entry of list.split(/[\s,]+/).filter(Boolean)) {
    const host = entry.toLowerCase().replace(/\/$/, '');
    const port = IMAGE_HOST.exec(host)?.[4];
    if (!IMAGE_HOST.test(host) || (port !== undefined && port !== '*' && Number(port) > 65535)) {
      return { invalid: entry };
    }
    hosts.push(host);
  }
  return { hosts };
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Whether one host source allows an absolute URL, as the browser matches an img-src source (an http source allows https too). */
function allows(host: string, url: URL): boolean {
  const [, scheme, wildcard, name, port] = IMAGE_HOST.exec(host) ?? [];
  if (!scheme || !name) return false;
  if (url.protocol !== `${scheme}:` && !(scheme === 'http' && url.protocol === 'https:')) return false;
  const hostname = url.hostname.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${name}`) : hostname !== name) return false;
  const urlPort = url.port || DEFAULT_PORT[url.protocol];
  if (port === '*' || urlPort === (port ?? DEFAULT_PORT[`${scheme}:`])) return true;
  // An http source without a port also allows the same host upgraded to https on 443.
  return !port && scheme === 'http' && url.protocol === 'https:' && urlPort === '443';
}

/**
 * Whether the app can show a picture: a path on this site always; an absolute or protocol-relative address only from
 * one of `hosts` (the policy's img-src would refuse any other). An address the card would not load at all is not.
 */
export function isPictureAllowed(picture: string, hosts: readonly string[]): boolean {
  const url = pictureUrl(picture);
  if (url === null) return false;
  if (url.startsWith('/')) return true;
  try {
    const parsed = new URL(url);
    return hosts.some((host) => allows(host, parsed));
  } catch {
    return false;
  }
}
