/** The site's paths the native app opens itself (decision 098; android/ intent filters, ios/ associated domains). */
const APP_LINK = /^\/(admin-login|new-password)\/[^/]+\/?$/;
const FOLLOWED_KEY = 'app-link-followed';

function open(url: string): void {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return;
  }
  if (!APP_LINK.test(target.pathname)) return;
  const path = `${target.pathname}${target.search}`;
  // The launch link stays the app's launch link for its whole run: followed once, not again at a later reload.
  if (sessionStorage.getItem(FOLLOWED_KEY) === url) return;
  sessionStorage.setItem(FOLLOWED_KEY, url);
  if (`${window.location.pathname}${window.location.search}` !== path) window.location.assign(path);
}

/** A sign-in link from the portal's mail, tapped on the phone: the app opens that page (cold start or running). */
export async function followAppLinks(): Promise<void> {
  const { App } = await import('@capacitor/app');
  await App.addListener('appUrlOpen', ({ url }) => open(url));
  const launch = await App.getLaunchUrl();
  if (launch?.url) open(launch.url);
}
