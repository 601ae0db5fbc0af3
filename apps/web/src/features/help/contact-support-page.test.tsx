import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { writeValues } from '../../lib/session/storage.ts';
import { jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { ContactSupportPage, SUPPORT_RELOAD_MS } from './contact-support-page.tsx';

// The first render of a file imports and lays out a lot on a busy machine: its first wait may take longer.
const SLOW = { timeout: 5000 };

const PROPERTIES = [
  { id: 4, nickname: 'Palm Villa 7' },
  { id: 3, nickname: 'Marina Gate 1204' },
].map((p) => ({
  ...p,
  property_id: `P${p.id}`,
  title: p.nickname,
  address: 'Dubai',
  address_2: null,
  picture: null,
  is_active: true,
  bedrooms: 2,
  currency: 'AED',
  is_pordal: 0,
  pordal_id: null,
  is_terminate: 0,
  np_start_date: null,
  np_end_date: null,
  time_zone: 'Asia/Dubai',
  owner_block_label: 'Owner blocked',
}));

function serve(send: (call: RecordedCall) => Response = () => jsonResponse(200, { success: 1 })) {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/properties')) {
      return jsonResponse(200, { properties: PROPERTIES, totalProperties: PROPERTIES.length });
    }
    if (call.url === '/api/send_contact_mail') return send(call);
    return jsonResponse(404, {});
  });
}

function renderForm(url = '/help/contact-support') {
  writeValues({
    'session-token': 's',
    'session-user': { userId: 7, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: false },
  });
  return renderRoute({ path: '/help/contact-support/:propertyId?', url, element: <ContactSupportPage /> });
}

const message = () => screen.getByRole('textbox', { name: 'Message' });
const send = () => screen.getByRole('button', { name: 'Send' });

describe('the support form', () => {
  it('offers the two subjects and the owner’s properties by nickname, the one in the path chosen', async () => {
    serve();
    renderForm('/help/contact-support/4');
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    await within(subject).findByRole('option', { name: 'Palm Villa 7' }, SLOW);
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General question', 'Technical issue', 'Marina Gate 1204', 'Palm Villa 7']);
    expect(subject).toHaveValue('property:4');
    expect(screen.getByText('owner@example.com', { exact: false })).toBeInTheDocument();
  });

  it('an empty message is refused under the field with the spec’s required text, and nothing is sent', async () => {
    const { calls } = serve();
    renderForm();
    fireEvent.input(message(), { target: { value: '   ' } });
    fireEvent.click(send());
    const error = screen.getByText('Message field is required. Please enter a valid value.');
    expect(message()).toHaveAttribute('aria-invalid', 'true');
    expect(message()).toHaveAccessibleDescription('Message field is required. Please enter a valid value.');
    expect(message()).toHaveFocus();
    expect(error).toBeVisible();
    expect(calls.some((call) => call.url === '/api/send_contact_mail')).toBe(false);
  });

  it('sends as the signed-in owner, confirms, disables Send, clears the draft, and reloads after 10 seconds', async () => {
    const { calls } = serve();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderForm();
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    await within(subject).findByRole('option', { name: 'Marina Gate 1204' }, SLOW);
    fireEvent.change(subject, { target: { value: 'property:3' } });
    fireEvent.input(message(), { target: { value: 'The pool light is broken.' } });
    expect(localStorage.getItem('support-draft:7')).toContain('The pool light is broken.');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(send());
    expect(await screen.findByText('Thank you for your message! We will get back to you shortly')).toBeVisible();
    expect(send()).toBeDisabled();
    const body = JSON.parse(calls.find((call) => call.url === '/api/send_contact_mail')?.body ?? '{}');
    expect(body).toEqual({
      subject: 'Marina Gate 1204',
      property_id: 3,
      message: 'The pool light is broken.',
      full_name: 'Olivia Owens',
      owner_email_id: 'owner@example.com',
    });
    expect(localStorage.getItem('support-draft:7')).toBeNull();

    await act(async () => vi.advanceTimersByTimeAsync(SUPPORT_RELOAD_MS - 100));
    expect(reload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a refused send says why under the message field and keeps the text; over the hourly limit says so', async () => {
    let answer = jsonResponse(500, { code: 'INTERNAL', detail: 'boom' });
    serve(() => answer);
    renderForm();
    fireEvent.input(message(), { target: { value: 'Hello' } });
    fireEvent.click(send());
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Your message could not be sent. It is kept here; please try again.');
    expect(message()).toHaveValue('Hello');
    expect(message()).toHaveAccessibleDescription(failed.textContent ?? '');
    expect(send()).toBeEnabled();

    answer = jsonResponse(429, { code: 'RATE_LIMITED', detail: 'Too many' });
    fireEvent.click(send());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have sent 10 messages in the last hour, the most we accept. Please try again later.',
      ),
    );
    expect(localStorage.getItem('support-draft:7')).toContain('Hello');
  });

  it('what the owner typed and chose comes back after a reload', async () => {
    serve();
    const first = renderForm();
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    fireEvent.change(subject, { target: { value: 'technical_issue' } });
    fireEvent.input(message(), { target: { value: 'The app logs me out.' } });
    first.unmount();
    renderForm();
    expect(message()).toHaveValue('The app logs me out.');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('technical_issue');
  });
});
