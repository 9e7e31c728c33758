import { describe, expect, it } from 'vitest';
import { fitWithin } from './resizeImage';

describe('fitWithin', () => {
  it('shrinks a wide picture to 1920 wide, keeping its shape', () => {
    expect(fitWithin(4000, 2000)).toEqual({ width: 1920, height: 960 });
  });

  it('shrinks a tall picture to 1080 high', () => {
    expect(fitWithin(2000, 4000)).toEqual({ width: 540, height: 1080 });
  });

  it('leaves a small picture as it is', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
