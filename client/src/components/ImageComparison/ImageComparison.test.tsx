import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ImageComparison, clampPosition, positionForKey, positionFromPointer } from './ImageComparison';

function renderSlider() {
  renderWithProviders(<ImageComparison beforeImage="/before.svg" afterImage="/after.svg" />);
  const slider = screen.getByRole('slider');
  // jsdom lays nothing out: give the picture a 200px wide box starting 100px from the left.
  const frame = screen.getByRole('img', { name: 'After' }).parentElement!;
  frame.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 600 }) as DOMRect;
  return { slider, frame };
}

describe('ImageComparison', () => {
  it('starts at 50 with the default labels and both pictures', () => {
    const { slider } = renderSlider();
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('img', { name: 'Before' })).toHaveAttribute('src', '/before.svg');
    expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', '/after.svg');
  });

  it('follows a mouse drag and clamps it to 0-100', () => {
    const { slider, frame } = renderSlider();
    fireEvent.mouseDown(frame, { clientX: 150, button: 0 });
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    fireEvent.mouseMove(window, { clientX: 250 });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    fireEvent.mouseMove(window, { clientX: 900 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.mouseMove(window, { clientX: -40 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    fireEvent.mouseUp(window);
    fireEvent.mouseMove(window, { clientX: 200 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('follows a touch drag and clamps it', () => {
    const { slider, frame } = renderSlider();
    fireEvent.touchStart(frame, { touches: [{ clientX: 120 }] });
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    fireEvent.touchMove(window, { touches: [{ clientX: 500 }] });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.touchEnd(window);
    fireEvent.touchMove(window, { touches: [{ clientX: 150 }] });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });

  it('moves with the arrow keys and stops at either end', async () => {
    const user = userEvent.setup();
    const { slider } = renderSlider();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '55');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '45');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('uses the labels it is given', () => {
    renderWithProviders(
      <ImageComparison beforeImage="/b.svg" afterImage="/a.svg" beforeLabel="Worn" afterLabel="Restored" />,
    );
    expect(screen.getByRole('slider', { name: 'Worn and Restored comparison' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Restored' })).toBeInTheDocument();
  });

  it('computes positions as pure functions', () => {
    expect(positionFromPointer(50, { left: 0, width: 200 })).toBe(25);
    expect(positionFromPointer(-10, { left: 0, width: 200 })).toBe(0);
    expect(positionFromPointer(300, { left: 0, width: 200 })).toBe(100);
    expect(clampPosition(140)).toBe(100);
    expect(clampPosition(-3)).toBe(0);
    expect(positionForKey('ArrowUp', 98)).toBe(100);
    expect(positionForKey('PageDown', 10)).toBe(0);
    expect(positionForKey('a', 10)).toBeNull();
  });
});
