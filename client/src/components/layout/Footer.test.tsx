import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the contact details, services, social and legal links', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText('Unit 4, Meridian Business Park, Leicester LE19 1WX')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0116 123 4567' })).toHaveAttribute('href', 'tel:01161234567');
    expect(screen.getByRole('link', { name: '07700 900123' })).toHaveAttribute('href', 'tel:07700900123');
    expect(screen.getByRole('link', { name: 'sales@leicestercommercialtrucks.co.uk' })).toHaveAttribute(
      'href',
      'mailto:sales@leicestercommercialtrucks.co.uk',
    );
    expect(screen.getByRole('link', { name: 'Parts Supply' })).toHaveAttribute('href', '/parts-supply');
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
  });
});
