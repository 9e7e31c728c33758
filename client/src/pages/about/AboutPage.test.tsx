import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS, telHref } from '../../app/siteDefaults';
import { renderWithProviders } from '../../test/render';
import { AboutPage } from './AboutPage';

describe('/about', () => {
  it('tells the story, the reasons to choose us, the expertise and how to get in touch', () => {
    renderWithProviders(<AboutPage />);
    const { office_phone, email, address } = SITE_DEFAULTS.contact;
    expect(screen.getByRole('heading', { name: 'Why Choose Us' })).toBeInTheDocument();
    for (const reason of ['30+ Years Experience', 'Family Run', '24/7 Emergency Support', 'Brand Specialist']) {
      expect(screen.getByRole('heading', { name: reason })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { name: 'Our Expertise' }).nextElementSibling!.querySelectorAll('li'),
    ).toHaveLength(7);
    expect(screen.getByRole('heading', { name: "We're Hiring!" })).toBeInTheDocument();
    expect(screen.getByText(/trained HGV technician/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${office_phone}` })).toHaveAttribute('href', telHref(office_phone));
    expect(screen.getByRole('heading', { name: 'Independent Brand Specialist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: email })).toBeInTheDocument();
    expect(screen.getByText(address)).toBeInTheDocument();
  });
});
