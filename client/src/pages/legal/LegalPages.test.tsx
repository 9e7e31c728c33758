import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SITE_DEFAULTS } from '../../app/siteDefaults';
import { COOKIE_CONSENT_KEY } from '../../components/CookieConsent';
import { renderWithProviders } from '../../test/render';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsConditionsPage } from './TermsConditionsPage';

const { company_name, address, email } = SITE_DEFAULTS.contact;

describe('legal pages', () => {
  it('names the business, the law, the rights and the ICO in the privacy policy', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(company_name)).length).toBeGreaterThan(0);
    expect(screen.getByText(new RegExp(address))).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: email }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Data Protection Act 2018/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: /Your rights/ })).toBeInTheDocument();
    expect(screen.getByText(/Wycliffe House/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it('lets the visitor make the cookie choice again', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { value: { ...location, reload }, configurable: true });
    onTestFinished(() => {
      Object.defineProperty(window, 'location', { value: location, configurable: true });
    });
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    renderWithProviders(<PrivacyPolicyPage />);
    await user.click(screen.getByRole('button', { name: 'Change cookie preferences' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(reload).toHaveBeenCalled();
  });

  it('covers consumers and business buyers, warranty, hire and the governing law in the terms', () => {
    renderWithProviders(<TermsConditionsPage />);
    expect(screen.getByRole('heading', { name: 'Terms & Conditions', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText(/Consumer Rights Act 2015/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: /Business customers/ })).toBeInTheDocument();
    expect(screen.getByText(/up to 12\s+months/)).toBeInTheDocument();
    expect(screen.getByText(/plus VAT, and every hire is subject to availability/)).toBeInTheDocument();
    expect(screen.getByText(/law of England and Wales/)).toBeInTheDocument();
  });
});
