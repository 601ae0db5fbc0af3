import type { Page, Route } from '@playwright/test';
import { e2eNow, expect, PHONE, propertyIdsOf, signIn, test } from '../fixtures.ts';
import { MARINA } from './summary-helpers.ts';

/**
 * Decision 082: when the documents list fails (an error answer or no answer at all) the summary's other sections stay
 * on the screen, the list is asked a bounded number of times (TanStack Query's retry, with its back-off), and Retry
 * loads it once the server answers again. Playwright's clock runs the 30 s, so the retry waits are real waits of the
 * app's timers, not of the test.
 */
test.use({ viewport: PHONE });

const DOCUMENTS = /^\/api\/owner_documents_list$/;

for (const [name, fail, failure] of [
  [
    'answers 500',
    (route: Route) => route.fulfill({ status: 500, json: { status: 500, code: 'INTERNAL' } }),
    'The documents could not be loaded.',
  ],
  ['gets no answer', (route: Route) => route.abort('internetdisconnected'), "Couldn't reach the server"],
] as const) {
  test(`the documents list ${name}: the rest of the summary shows, at most 4 requests in 30 s, Retry loads it`, async ({
    page,
    request,
  }) => {
    const { [MARINA]: id } = await propertyIdsOf(request, 'owner@example.com');
    await page.clock.install({ time: e2eNow() });
    await signIn(page, 'owner@example.com');
    let requests = 0;
    const matcher = (url: URL) => DOCUMENTS.test(url.pathname);
    const handler = (route: Route) => {
      requests++;
      return fail(route);
    };
    await page.route(matcher, handler);

    await page.goto(`/settings/summary/${id}`);
    await expectRestOfSummary(page);
    const documents = page.getByRole('region', { name: 'Documents' });
    // The first answer, then TanStack Query's one retry after its back-off (1 s).
    await expect.poll(() => requests).toBeGreaterThanOrEqual(1);
    await page.clock.runFor(30_000);
    const shown = documents.getByRole('alert').filter({ hasText: failure });
    await expect(shown).toBeVisible();
    expect(requests).toBeGreaterThanOrEqual(1);
    expect(requests).toBeLessThanOrEqual(4);
    await expect(documents.getByText('No documents uploaded yet.')).toHaveCount(0);
    await expect(documents.getByRole('button', { name: 'Upload a document' })).toBeEnabled();
    await expectRestOfSummary(page);

    // The server answers again: Retry fills the section, the rest never left the screen.
    await page.unroute(matcher, handler);
    await shown.getByRole('button', { name: 'Retry' }).click();
    await expect(documents.getByRole('listitem', { name: 'Passport' }).first()).toBeVisible();
    await expect(documents.getByRole('alert').filter({ hasText: failure })).toHaveCount(0);
    await expectRestOfSummary(page);
  });
}

/** The property details, utilities and bank sections, each with what the demo data puts in it. */
async function expectRestOfSummary(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Property details' }).getByText('MAR-GAT-1204-7731')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Utilities' }).getByText('0501234567')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Bank details' })
      .getByText(/^•••• \w{4}$/)
      .first(),
  ).toBeVisible();
}
