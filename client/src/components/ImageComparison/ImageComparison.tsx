import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import classes from './ImageComparison.module.css';

export const DEFAULT_POSITION = 50;
const KEY_STEP = 5;
const PAGE_STEP = 25;

export function clampPosition(value: number): number {
  if (Number.isNaN(value)) return DEFAULT_POSITION;
  return Math.min(100, Math.max(0, value));
}

/** Where a pointer at clientX sits across the box, as a percentage clamped to 0-100. */
export function positionFromPointer(clientX: number, box: Pick<DOMRect, 'left' | 'width'>): number {
  if (box.width <= 0) return DEFAULT_POSITION;
  return clampPosition(((clientX - box.left) / box.width) * 100);
}

/** The position a key moves the slider to, or null for keys the slider leaves alone. */
export function positionForKey(key: string, position: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPosition(position - KEY_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPosition(position + KEY_STEP);
    case 'PageDown':
      return clampPosition(position - PAGE_STEP);
    case 'PageUp':
      return clampPosition(position + PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

export interface ImageComparisonProps {
  beforeImage: string;
  afterImage: string;
  beforeLabel?: string;
  afterLabel?: string;
  /** Alt texts; each defaults to its label. */
  beforeAlt?: string;
  afterAlt?: string;
  /** Starting position of the divider, 0-100 from the left. */
  initialPosition?: number;
}

/**
 * Two pictures of the same scene on top of each other; the divider shows the "before" picture to
 * its left and the "after" picture to its right. Mouse and touch drags move the divider to the
 * pointer, and the handle is a keyboard slider.
 */
export function ImageComparison({
  beforeImage,
  afterImage,
  beforeLabel = 'Before',
  afterLabel = 'After',
  beforeAlt,
  afterAlt,
  initialPosition = DEFAULT_POSITION,
}: ImageComparisonProps) {
  const [position, setPosition] = useState(() => clampPosition(initialPosition));
  const [dragging, setDragging] = useState(false);
  const frame = useRef<HTMLDivElement>(null);

  const moveTo = (clientX: number) => {
    if (frame.current) setPosition(positionFromPointer(clientX, frame.current.getBoundingClientRect()));
  };

  // While dragging, follow the pointer anywhere on the page, so a drag that leaves the picture
  // still ends cleanly when the button or finger is released.
  useEffect(() => {
    if (!dragging) return;
    const onMouseMove = (event: MouseEvent) => moveTo(event.clientX);
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) moveTo(touch.clientX);
    };
    const stop = () => setDragging(false);
    window.addEventListener('mousemove', onMouseMove);
    window.addEventListener('mouseup', stop);
    window.addEventListener('touchmove', onTouchMove);
    window.addEventListener('touchend', stop);
    window.addEventListener('touchcancel', stop);
    return () => {
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', stop);
      window.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('touchend', stop);
      window.removeEventListener('touchcancel', stop);
    };
  }, [dragging]);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    const next = positionForKey(event.key, position);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  const rounded = Math.round(position);

  return (
    <div
      ref={frame}
      className={classes.frame}
      data-dragging={dragging || undefined}
      onMouseDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        moveTo(event.clientX);
        setDragging(true);
      }}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        if (!touch) return;
        moveTo(touch.clientX);
        setDragging(true);
      }}
    >
      <img className={classes.image} src={afterImage} alt={afterAlt ?? afterLabel} draggable={false} />
      <div className={classes.before} style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <img className={classes.image} src={beforeImage} alt={beforeAlt ?? beforeLabel} draggable={false} />
      </div>
      <span className={classes.label} data-side="before" aria-hidden>
        {beforeLabel}
      </span>
      <span className={classes.label} data-side="after" aria-hidden>
        {afterLabel}
      </span>
      <div className={classes.divider} style={{ left: `${position}%` }}>
        <div
          className={classes.handle}
          role="slider"
          tabIndex={0}
          aria-label={`${beforeLabel} and ${afterLabel} comparison`}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
          aria-valuetext={`${rounded}% ${beforeLabel}, ${100 - rounded}% ${afterLabel}`}
          onKeyDown={onKeyDown}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
            <path
              d="M9 6l-6 6 6 6M15 6l6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      </div>
    </div>
  );
}
