import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { openStaffConsole } from '../support/staff.ts';
import { seriousAxeViolations } from './axe-helpers.ts';
import { OWNER, ownerHeaders } from './notify-helpers.ts';

async function staffSignIn(page: Page): Promise<void> {
  await openStaffConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Owners' })).toBeVisible();
}

test.describe('staff console: notifications and support messages', () => {
  test('staff publish a notification to an owner from the owner’s page, about a property; the owner has it', async ({
    page,
  }) => {
    const title = `Pool closed on Tuesday (${Date.now()})`;
    await staffSignIn(page);
    await page.getByLabel('Search by e-mail or name').fill(OWNER);
    await page.getByRole('link', { name: `Open ${OWNER}` }).click();
    await page.getByRole('link', { name: 'Send a notification' }).click();
    await expect(page).toHaveURL(/\/staff\/notifications\?owner=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: /^To Olivia Owens/ })).toBeVisible();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Write a title or a message, or ask the owner to check their details or a property.',
    );
    const english = page.getByRole('group', { name: /^English/ });
    await english.getByLabel('Title').fill(title);
    await english.getByLabel('Message').fill('The pool is cleaned on Tuesday morning.');
    await page.getByRole('group', { name: 'Arabic (optional)' }).getByLabel('Title').fill('المسبح مغلق يوم الثلاثاء');
    await page.getByLabel('About a property').selectOption({ label: 'Palm Villa 7' });
    await page.getByLabel(/Link the property's summary/).check();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText('Published. Olivia Owens sees it in the bell now.');
    await expect(english.getByLabel('Title')).toHaveValue('');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The owner's list heads with it: unread, its Arabic title kept, linking the property's summary.
    const { headers, ownerId } = await ownerHeaders(page.request);
    const response = await page.request.get(`/api/notifications?guesty_id=${ownerId}&limit=10`, { headers });
    const [first] = (await response.json()) as { content: string; read_at: string | null }[];
    expect(first?.read_at).toBeNull();
    expect(JSON.parse(first?.content ?? '{}')).toMatchObject({
      title: { en: title, ar: 'المسبح مغلق يوم الثلاثاء' },
      properties_data: [{ nickname: 'Palm Villa 7' }],
    });

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('cell', { name: 'notification.published' }).first()).toBeVisible();
  });

  test('a message an owner sent is waiting in Support messages; staff mark it handled', async ({ page }) => {
    const text = `Please call me about the key handover (${Date.now()}).`;
    const { headers } = await ownerHeaders(page.request);
    const sent = await page.request.post('/api/send_contact_mail', {
      headers,
      data: { full_name: 'Olivia Owens', subject: 'general_question', message: text, owner_email_id: OWNER },
    });
    expect(sent.ok()).toBe(true);

    await staffSignIn(page);
    await page.getByRole('link', { name: 'Support messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support messages' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: text });
    await expect(card.getByRole('heading', { name: 'General question' })).toBeVisible();
    await expect(card).toContainText('Waiting');
    await expect(card).toContainText(OWNER);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: /^Mark the message from Olivia Owens received .* handled$/ }).click();
    await expect(card).toHaveCount(0);

    await page.getByLabel('Show').selectOption({ label: 'Handled' });
    await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText(/Handled by Sam Staff on /);
    await expect(page.getByRole('listitem').filter({ hasText: text }).getByRole('button')).toHaveCount(0);
  });
});
