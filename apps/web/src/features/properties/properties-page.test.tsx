import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { PropertiesPage } from './properties-page.tsx';

function serve(options: { total: number; isCompleted: boolean; isRussian?: boolean }) {
  return mockFetch((call) => {
    if (call.url.includes('/owner_survey')) {
      return jsonResponse(200, {
        surveyData: {
          kind: 'onboarding',
          version: 1,
          sections: [],
          isCompleted: options.isCompleted,
          isRussian: options.isRussian ?? false,
          comingSoon: false,
        },
        property: null,
        completedSurveys: [],
      });
    }
    const properties = Array.from({ length: Math.min(options.total, 12) }, (_, i) => ({
      id: i + 1,
      property_id: `P-${i}`,
      title: 't',
      nickname: `Flat ${String(i + 1).padStart(2, '0')}`,
      address: 'Somewhere',
      address_2: null,
      picture: null,
      is_active: true,
      bedrooms: 1,
      currency: 'AED',
      is_pordal: 0,
      pordal_id: null,
      is_terminate: 0,
      np_start_date: null,
      np_end_date: null,
      time_zone: 'Asia/Dubai',
      owner_block_label: 'Owner blocked',
    }));
    return jsonResponse(200, { properties, totalProperties: options.total });
  });
}

const renderAt = (url: string) => renderRoute({ path: '/properties', url, element: <PropertiesPage /> });

describe('PropertiesPage', () => {
  it('welcomes an owner without properties whose survey is not completed', async () => {
    serve({ total: 0, isCompleted: false });
    renderAt('/properties');
    expect(await screen.findByRole('heading', { name: 'Welcome to your owner portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/settings/initialize');
  });

  it('thanks an owner without properties whose survey is completed', async () => {
    serve({ total: 0, isCompleted: true });
    renderAt('/properties');
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit my answers' })).toHaveAttribute('href', '/settings?initialize=true');
  });

  it('shows an empty welcome page to Russian-flagged owners with ?initialize=true', async () => {
    serve({ total: 3, isCompleted: false, isRussian: true });
    renderAt('/properties?initialize=true');
    const page = await screen.findByTestId('welcome-page');
    expect(page).toBeEmptyDOMElement();
  });

  it('asks for 12 a page and numbers the pages when there is more than one', async () => {
    const { calls } = serve({ total: 30, isCompleted: true });
    renderAt('/properties');
    expect(await screen.findByText('30 properties')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('property-card'))).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('/properties'))?.url).toContain('limit=12');
  });
});
