import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, PHONE, propertyIdsOf, signIn, test } from '../fixtures.ts';
import { openStaffConsole } from '../support/staff.ts';

/**
 * Decision 085: a property's picture may come from another host when the server lists it in IMAGE_HOSTS (the journeys'
 * server allows http://127.0.0.1:*). A picture server of the test's own, on a port of its own, stands for the PMS's
 * CDN; `localhost` on the same port is another host, not listed.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#2a7"/></svg>`;
const VILLA = 'Jumeirah Villa 12';

let pictures: Server;
let port = 0;
const served: string[] = [];

test.beforeAll(async () => {
  pictures = createServer((request, response) => {
    served.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' });
    response.end(SVG);
  });
  await new Promise<void>((listening) => pictures.listen(0, '127.0.0.1', listening));
  port = (pictures.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((closed) => pictures.close(closed));
});

/** The console as the demo staff member, past the password and the second factor (staff-second-factor.spec.ts). */
async function staffSignIn(page: Page): Promise<void> {
  await openStaffConsole(page);
  await expect(page.getByRole('link', { name: 'Statements' })).toBeVisible();
}

test("staff set a picture from another host on the property's view; the owner's card shows it", async ({
  page,
  request,
}) => {
  const { [VILLA]: villa } = await propertyIdsOf(request, 'pordal@example.com');
  const picture = `http://127.0.0.1:${port}/villa-12.svg`;
  await staffSignIn(page);
  await page.goto(`/staff/properties/${villa}/documents`);
  const panel = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Picture' }) });
  const address = panel.getByLabel('Picture address');
  const before = await address.inputValue();

  // Another host (localhost is not 127.0.0.1 to the browser): refused in words, nothing saved.
  await address.fill(`http://localhost:${port}/villa-12.svg`);
  await panel.getByRole('button', { name: 'Save picture' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/This host is not allowed for pictures/);

  await address.fill(picture);
  await panel.getByRole('button', { name: 'Save picture' }).click();
  await expect(panel.getByText('The picture was saved.')).toBeVisible();
  // The console shows it as owners will, loaded from the other origin.
  const preview = panel.getByRole('img', { name: 'The picture owners see on the property card' });
  await expect(preview).toHaveAttribute('src', picture);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);

  await page.setViewportSize(PHONE);
  await signIn(page, 'pordal@example.com');
  const card = page.locator('.property-card').filter({ hasText: VILLA });
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', picture);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(40);
  expect(served).toContain('/villa-12.svg');

  // Back as it was, for the journeys after this one.
  await page.goto('/staff');
  await page.goto(`/staff/properties/${villa}/documents`);
  await address.fill(before);
  if (before) await panel.getByRole('button', { name: 'Save picture' }).click();
  else await panel.getByRole('button', { name: 'Remove picture' }).click();
  await expect(panel.getByText(before ? 'The picture was saved.' : 'The picture was removed.')).toBeVisible();
});

test("the page's policy loads pictures from a listed host and refuses any other", async ({ browser, baseURL }) => {
  // A page of its own: the refusal is logged as a console error, which the journeys' fixture counts as a bug.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  const outcome = (source: string) =>
    page.evaluate(
      (src) =>
        new Promise<string>((settle) => {
          const image = new Image();
          document.addEventListener('securitypolicyviolation', (event) => {
            if (event.blockedURI === src) settle(`refused by ${event.violatedDirective}`);
          });
          image.onload = () => settle(`loaded ${image.naturalWidth}px`);
          image.src = src;
        }),
      source,
    );
  expect(await outcome(`http://127.0.0.1:${port}/allowed.svg`)).toBe('loaded 40px');
  expect(await outcome(`http://localhost:${port}/other.svg`)).toBe('refused by img-src');
  expect(served).not.toContain('/other.svg');
  await context.close();
});
