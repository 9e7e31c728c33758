import { describe, expect, it } from 'vitest';
import { isImageDataUrl, isStoredVideoUrl, siteSectionSchemas, storedMediaId, thumbnailUrl, truckInputSchema } from './index.js';

const HASH = 'a'.repeat(64);

describe('thumbnailUrl', () => {
  it('gives the WebP thumbnail of a picture stored on this site', () => {
    for (const ext of ['jpg', 'png', 'gif', 'webp']) expect(thumbnailUrl(`/media/${HASH}.${ext}`)).toBe(`/media/${HASH}.thumb.webp`);
    expect(storedMediaId(`/media/${HASH}.jpg`)).toBe(HASH);
  });

  it('returns every other address as it is', () => {
    for (const url of ['/media/demo/tractor-1.svg', 'https://cdn.example.com/a.jpg', `/media/${HASH}.svg`, `/media/${HASH}.thumb.webp`, 'data:image/png;base64,AA']) {
      expect(thumbnailUrl(url)).toBe(url);
      expect(storedMediaId(url)).toBeUndefined();
    }
    expect(thumbnailUrl(null)).toBeNull();
    expect(thumbnailUrl('')).toBe('');
  });
});

describe('stored videos', () => {
  it('are /media/<sha256>.<mp4|webm|mov>; pictures, thumbnails and links are not', () => {
    for (const ext of ['mp4', 'webm', 'mov']) expect(isStoredVideoUrl(`/media/${HASH}.${ext}`)).toBe(true);
    for (const url of [`/media/${HASH}.jpg`, `/media/${HASH}.thumb.webp`, `/media/${HASH}.avi`, 'https://cdn.example.com/a.mp4', `/media/${HASH.slice(1)}.mp4`]) {
      expect(isStoredVideoUrl(url)).toBe(false);
    }
    expect(thumbnailUrl(`/media/${HASH}.mp4`)).toBe(`/media/${HASH}.mp4`);
  });

  it('are taken in a truck\'s videos', async () => {
    const truck = await truckInputSchema.validate({ title: 'T', make: 'M', model: 'X', bodytype: 'Rigid', uniquestockid: 'S1', description: 'D', videos: [`/media/${HASH}.mp4`] });
    expect(truck.videos).toEqual([`/media/${HASH}.mp4`]);
  });
});

describe('embedded pictures', () => {
  it('are JPEG, PNG, GIF or WebP data URLs in base64', () => {
    for (const type of ['jpeg', 'jpg', 'png', 'gif', 'webp']) expect(isImageDataUrl(`data:image/${type};base64,AAAA`)).toBe(true);
    for (const value of ['data:image/svg+xml;base64,PHN2Zz4=', 'data:image/png,rawtext', 'data:text/html;base64,PGI+', 'data:image/png;base64,<script>']) {
      expect(isImageDataUrl(value)).toBe(false);
    }
  });

  it('are taken as truck images and content pictures, but not as videos', async () => {
    const picture = 'data:image/jpeg;base64,/9j/4AAQ';
    const truck = { title: 'T', make: 'M', model: 'X', bodytype: 'Rigid', uniquestockid: 'S1', description: 'D' };
    expect((await truckInputSchema.validate({ ...truck, images: [picture] })).images).toEqual([picture]);
    await expect(truckInputSchema.validate({ ...truck, videos: ['data:video/mp4;base64,AAAA'] })).rejects.toThrow('Each entry must be a web address or a path on this site');
    expect(await siteSectionSchemas.heroImages.validate({ aboutPage: picture })).toEqual({ aboutPage: picture });
    expect(await siteSectionSchemas.hero.validate({ backgroundImage: '' })).toEqual({ backgroundImage: '' });
  });
});
