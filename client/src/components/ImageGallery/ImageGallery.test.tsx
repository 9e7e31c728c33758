import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ImageGallery, wrapIndex } from './ImageGallery';

const images = ['/a.svg', '/b.svg', '/c.svg'];

describe('ImageGallery', () => {
  it('wraps past either end and counts n / total', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImageGallery images={images} alt="Scania R 450" />);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Scania R 450 - image 3 of 3' })).toHaveAttribute('src', '/c.svg');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });

  it('shows a thumbnail for each image and jumps to the one chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImageGallery images={images} alt="Scania R 450" />);
    expect(screen.getAllByRole('button', { name: /^Show image/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows one image without controls, and the default image when there are none', () => {
    const { unmount } = renderWithProviders(<ImageGallery images={['/only.svg']} alt="Rigid" />);
    expect(screen.getByRole('img', { name: 'Rigid' })).toHaveAttribute('src', '/only.svg');
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<ImageGallery images={[]} alt="Rigid" />);
    expect(screen.getByRole('img', { name: 'Rigid' })).toHaveAttribute('src', '/images/truck-placeholder.svg');
  });

  it('wrapIndex wraps negative and overflowing indexes', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});
