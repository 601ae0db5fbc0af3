import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render.tsx';
import { registerStaffTexts } from '../staff-i18n.ts';
import { NotificationForm } from './notification-form.tsx';

registerStaffTexts();

function renderForm() {
  const fetched = mockFetch(() => jsonResponse(200, { created: 1 }));
  renderRoute({
    path: '/staff/notifications',
    url: '/staff/notifications',
    element: (
      <NotificationForm
        target={{ ownerId: 7 }}
        properties={[{ id: 3, nickname: 'Palm Villa 7' }]}
        recipientName="Olivia Owens"
      />
    ),
  });
  return fetched;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('publishing a notification', () => {
  it('refuses an empty notification and a translation without the English text', () => {
    const { calls } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a title or a message');
    fireEvent.input(within(group('Russian (optional)')).getByLabelText('Message'), { target: { value: 'Привет' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      within(group('English (read by every owner without a translation)')).getByLabelText('Message'),
    ).toHaveAccessibleDescription('Write the English text too: owners without a translation read it.');
    expect(calls).toEqual([]);
  });

  it('sends the texts given, the property link and the personal fields, then says it is published', async () => {
    const { calls } = renderForm();
    const english = group('English (read by every owner without a translation)');
    fireEvent.input(within(english).getByLabelText('Title'), { target: { value: 'Pool closed' } });
    fireEvent.input(within(english).getByLabelText('Message'), { target: { value: 'Closed on Tuesday.' } });
    fireEvent.input(within(group('Arabic (optional)')).getByLabelText('Title'), { target: { value: 'المسبح مغلق' } });
    fireEvent.change(screen.getByLabelText('About a property'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText(/Link the property's summary/));
    fireEvent.input(screen.getByLabelText('Personal details to check'), {
      target: { value: 'phone, home_address ,' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published. Olivia Owens sees it in the bell now.')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/staff/notifications');
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({
      owner_id: 7,
      property_id: 3,
      title: { en: 'Pool closed', ar: 'المسبح مغلق' },
      message: { en: 'Closed on Tuesday.' },
      personal_data: ['phone', 'home_address'],
      link_property: true,
      is_survey: false,
    });
    expect(within(english).getByLabelText('Title')).toHaveValue('');
  });
});
