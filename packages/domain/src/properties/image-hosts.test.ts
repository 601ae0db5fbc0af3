import { describe, expect, it } from 'vitest';
import { isPictureAllowed, parseImageHosts } from './image-hosts.ts';

describe('parseImageHosts', () => {
  it('reads origins separated by commas or spaces, lower case, a trailing slash dropped', () => {
    expect(parseImageHosts('https://CDN.example.com/, https://*.pms.example  http://127.0.0.1:*')).toEqual({
      hosts: ['https://cdn.example.com', 'https://*.pms.example', 'http://127.0.0.1:*'],
    });
    expect(parseImageHosts('')).toEqual({ hosts: [] });
  });

  it('names the first entry that is not an origin: a path, another scheme, a bare name, a port out of range', () => {
    for (const bad of [
      'https://cdn.example.com/pictures',
      'ftp://cdn.example.com',
      'cdn.example.com',
      'https://a:70000',
    ]) {
      expect(parseImageHosts(`https://ok.example, ${bad}`)).toEqual({ invalid: bad });
    }
    expect(parseImageHosts("https://ok.example 'unsafe-inline'")).toEqual({ invalid: "'unsafe-inline'" });
  });
});

describe('isPictureAllowed', () => {
  const hosts = ['https://cdn.example.com', 'https://*.pms.example', 'http://127.0.0.1:*', 'http://legacy.example'];

  it('allows a path on this site whatever the hosts', () => {
    expect(isPictureAllowed('/demo/villa.svg', [])).toBe(true);
  });

  it('allows a listed host, protocol-relative too (loaded over https), and any subdomain of a wildcard', () => {
    expect(isPictureAllowed('https://cdn.example.com/p/7.webp', hosts)).toBe(true);
    expect(isPictureAllowed('//cdn.example.com/p/7.webp', hosts)).toBe(true);
    expect(isPictureAllowed('https://img.eu.pms.example/7.jpg', hosts)).toBe(true);
    expect(isPictureAllowed('http://127.0.0.1:4567/pic.svg', hosts)).toBe(true);
    // An http source also allows its https upgrade, as the browser does.
    expect(isPictureAllowed('https://legacy.example/a.png', hosts)).toBe(true);
  });

  it('refuses another host, another port, a downgrade to http, the bare domain of a wildcard and what the card never loads', () => {
    expect(isPictureAllowed('https://evil.example/p.png', hosts)).toBe(false);
    expect(isPictureAllowed('https://cdn.example.com:8443/p.png', hosts)).toBe(false);
    expect(isPictureAllowed('http://cdn.example.com/p.png', hosts)).toBe(false);
    expect(isPictureAllowed('https://pms.example/p.png', hosts)).toBe(false);
    expect(isPictureAllowed('https://localhost/p.png', hosts)).toBe(false);
    expect(isPictureAllowed('javascript:alert(1)', hosts)).toBe(false);
    expect(isPictureAllowed('data:image/png;base64,AAAA', hosts)).toBe(false);
  });

  it('refuses a path that a browser reads as another host (a backslash or a tab after the first slash)', () => {
    expect(isPictureAllowed('/\\evil.example/x.png', hosts)).toBe(false);
    expect(isPictureAllowed('/\t/evil.example/x.png', hosts)).toBe(false);
    expect(isPictureAllowed('/\\cdn.example.com/x.png', hosts)).toBe(true);
  });
});
