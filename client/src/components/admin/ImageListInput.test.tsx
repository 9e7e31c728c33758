import { useState } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/render';
import { render } from '@testing-library/react';
import { ImageListInput, isImageAddress } from './ImageListInput';
import { IMAGE_FAILED } from './ImagePreview';

// No canvas in jsdom: the resize hands the file back; the upload is the server's part, mocked.
vi.mock('./resizeImage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./resizeImage')>()),
  resizeImage: vi.fn(async (file: Blob) => file),
}));
const uploadMedia = vi.hoisted(() => vi.fn());
vi.mock('../../app/rest', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/rest')>()),
  uploadMedia,
}));

const UPLOAD_ERROR = 'Error uploading images. Please try again.';

/** The input as a form holds it: the list lives outside, every change is recorded. */
function Harness({ initial = [] as string[], onUploadingChange = (_: boolean) => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Notifications />
      <ImageListInput
        label="Images"
        value={value}
        onChange={setValue}
        uploadErrorMessage={UPLOAD_ERROR}
        onUploadingChange={onUploadingChange}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function renderInput(props: Parameters<typeof Harness>[0] = {}) {
  render(
    <Providers>
      <Harness {...props} />
    </Providers>,
  );
  return {
    value: () => JSON.parse(screen.getByTestId('value').textContent!) as string[],
    address: () => screen.getByRole('textbox', { name: 'Images: add by URL' }),
  };
}

const A = 'https://example.com/a.jpg';
const B = 'https://example.com/b.jpg';
const C = '/media/demo/truck-1.jpg';

describe('ImageListInput', () => {
  beforeEach(() => {
    uploadMedia.mockReset();
  });
  afterEach(() => notifications.clean());

  it('adds a picture by URL with Enter, and with Add URL', async () => {
    const input = renderInput();
    expect(screen.getByText('No pictures yet: the site shows a placeholder picture.')).toBeInTheDocument();
    await userEvent.type(input.address(), `${A}{Enter}`);
    expect(input.value()).toEqual([A]);
    expect(input.address()).toHaveValue('');
    await userEvent.type(input.address(), C);
    await userEvent.click(screen.getByRole('button', { name: 'Add URL' }));
    expect(input.value()).toEqual([A, C]);
    expect(screen.getAllByTestId('image-tile')).toHaveLength(2);
    expect(screen.getByText('Main')).toBeInTheDocument();
  });

  it('refuses an address that is not a web address, keeping what was typed', async () => {
    const input = renderInput();
    await userEvent.type(input.address(), 'javascript:alert(1){Enter}');
    expect(await screen.findByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(input.value()).toEqual([]);
    expect(input.address()).toHaveValue('javascript:alert(1)');
    expect(isImageAddress('//evil.example.com/x.jpg')).toBe(false);
    expect(isImageAddress('ftp://example.com/x.jpg')).toBe(false);
    expect(isImageAddress('https://example.com/x.jpg')).toBe(true);
  });

  it('reorders pictures, the first being the main one', async () => {
    const input = renderInput({ initial: [A, B, C] });
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 3 later' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }));
    expect(input.value()).toEqual([B, A, C]);
    await userEvent.click(screen.getByRole('button', { name: 'Move picture 2 later' }));
    expect(input.value()).toEqual([B, C, A]);
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', B);
  });

  it('removes a picture', async () => {
    const input = renderInput({ initial: [A, B] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(input.value()).toEqual([B]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(input.value()).toEqual([]);
    expect(screen.getByText('No pictures yet: the site shows a placeholder picture.')).toBeInTheDocument();
  });

  it("says 'Failed to load image' when a preview does not load", async () => {
    renderInput({ initial: [A, 'https://example.com/missing.jpg'] });
    expect(screen.queryByText(IMAGE_FAILED)).not.toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Picture 2' }));
    expect(await screen.findByText(IMAGE_FAILED)).toBeInTheDocument();
    // Only the broken one; the other still shows.
    expect(screen.getAllByText(IMAGE_FAILED)).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
  });

  it('uploads chosen pictures with visible progress, adding each stored URL in order', async () => {
    const uploading = vi.fn();
    const pending: { resolve: (value: { url: string; thumb_url: string }) => void; progress: (share: number) => void }[] = [];
    uploadMedia.mockImplementation(
      (_file: Blob, onProgress: (share: number) => void) =>
        new Promise((resolve) => pending.push({ resolve, progress: onProgress })),
    );
    const input = renderInput({ initial: [A], onUploadingChange: uploading });
    const files = [new File(['one'], 'one.png', { type: 'image/png' }), new File(['two'], 'two.jpg', { type: 'image/jpeg' })];
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, files);

    await waitFor(() => expect(pending).toHaveLength(1));
    expect(uploading).toHaveBeenLastCalledWith(true);
    act(() => pending[0].progress(0.5));
    expect(await screen.findByText('Uploading one.png… 55%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading one.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Images' })).toBeDisabled();
    await act(async () => pending[0].resolve({ url: '/media/one.webp', thumb_url: '/media/one.thumb.webp' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(input.value()).toEqual([A, '/media/one.webp']);
    await act(async () => pending[1].resolve({ url: '/media/two.webp', thumb_url: '/media/two.thumb.webp' }));

    await waitFor(() => expect(uploading).toHaveBeenLastCalledWith(false));
    expect(input.value()).toEqual([A, '/media/one.webp', '/media/two.webp']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the screen's message when an upload fails, keeping the list", async () => {
    uploadMedia.mockRejectedValue(new Error('socket hang up'));
    const input = renderInput({ initial: [A] });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, [
      new File(['x'], 'x.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByText(UPLOAD_ERROR)).toBeInTheDocument();
    expect(input.value()).toEqual([A]);
  });
});
