import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { TruckDetailQuery } from '../../gql/graphql';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { TruckDetailPage } from './TruckDetailPage';

const truck: TruckDetailQuery['truck'] = {
  id: 2,
  title: '2019 Scania R 500 Tractor Unit',
  description: 'Ready for long-haul work.',
  make: 'Scania',
  model: 'R 500',
  year: 2019,
  emissions: 'Euro-6',
  mileage: 151237,
  bodytype: 'Tractor Unit',
  price: null,
  power: '500 hp',
  weight: 44,
  axle: '6x2',
  cabtype: 'Day Cab',
  images: ['/a.svg', '/b.svg'],
  videos: [],
  featured: true,
  uniquestockid: 'LCT-1002',
  availableForHire: true,
  hireStatus: 'available',
  hireDailyRate: 120,
  hireWeeklyRate: null,
  hireMonthlyRate: 2400,
};

function renderDetail(answer: MockAnswer | undefined, path = '/trucks/2') {
  renderWithProviders(
    <Routes>
      <Route path="/trucks/:id" element={<TruckDetailPage />} />
    </Routes>,
    { route: path, client: mockClient(answer ? { TruckDetail: answer } : {}) },
  );
}

describe('/trucks/:id', () => {
  it('shows the loading text', () => {
    renderDetail(undefined);
    expect(screen.getByText('Loading truck details...')).toBeInTheDocument();
  });

  it('shows Truck not found with a way back', () => {
    renderDetail({ errors: [{ message: 'Truck not found', code: 'NOT_FOUND' }] });
    expect(screen.getByRole('heading', { name: 'Truck not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all trucks' })).toHaveAttribute('href', '/trucks');
  });

  it('does not ask the server about an id that is not a number', () => {
    renderDetail(undefined, '/trucks/abc');
    expect(screen.getByRole('heading', { name: 'Truck not found' })).toBeInTheDocument();
  });

  it('shows the truck, its specifications and bookable hire', () => {
    renderDetail({ data: { truck } });
    expect(screen.getByRole('heading', { name: truck.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('Price on Application')).toBeInTheDocument();
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByText('LCT-1002')).toBeInTheDocument();
    expect(screen.getByText('44 tonnes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Email Enquiry/ }).getAttribute('href')).toContain(
      'subject=Enquiry%20about%202019%20Scania%20R%20500%20Tractor%20Unit',
    );
    expect(screen.getByText('per day + VAT')).toBeInTheDocument();
    expect(screen.getByText('POA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call to Book Hire' })).toHaveAttribute('href', 'tel:01161234567');
    expect(screen.getByRole('link', { name: 'Email Hire Enquiry' }).getAttribute('href')).toContain('LCT-1002');
  });

  it('plays uploaded and hosted video files in the page and links to other videos', () => {
    const uploaded = `/media/${'c'.repeat(64)}.mp4`;
    renderDetail({ data: { truck: { ...truck, videos: [uploaded, 'https://www.youtube.com/watch?v=abc', 'https://cdn.example.com/walk.webm?x=1'] } } });
    expect(screen.getByRole('heading', { name: 'Videos', level: 2 })).toBeInTheDocument();
    const first = screen.getByLabelText(`Video 1 of ${truck.title}`);
    expect(first.tagName).toBe('VIDEO');
    expect(first).toHaveAttribute('src', uploaded);
    expect(first).toHaveAttribute('controls');
    expect(first).toHaveAttribute('preload', 'metadata');
    expect(screen.getByLabelText(`Video 2 of ${truck.title}`)).toHaveAttribute('src', 'https://cdn.example.com/walk.webm?x=1');
    const link = screen.getByRole('link', { name: 'Watch the video' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows no video section for a truck without videos', () => {
    renderDetail({ data: { truck } });
    expect(screen.queryByRole('heading', { name: /^Videos?$/ })).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('offers no booking when the truck is out on hire', () => {
    renderDetail({ data: { truck: { ...truck, hireStatus: 'hired' } } });
    expect(screen.getByText('Currently Hired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call to Book Hire' })).not.toBeInTheDocument();
    expect(screen.getByText(/currently not available for hire/)).toBeInTheDocument();
  });
});
