import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../app/auth/AuthContext';
import { AUTH_TOKEN_KEY } from '../../app/auth/tokenStorage';
import { RestError } from '../../app/rest';
import { mockClient, renderWithProviders, type MockResponder } from '../../test/render';
import type { AdminTruckFragment } from '../../gql/graphql';
import { AdminPage } from './AdminPage';
import { VIDEO_GUIDANCE, VIDEO_UPLOAD_ERROR } from './TruckVideoInput';

// No canvas in jsdom: the resize hands the file back; the upload to /api/media is mocked.
vi.mock('../../components/admin/resizeImage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/admin/resizeImage')>()),
  resizeImage: vi.fn(async (file: Blob) => file),
}));
const uploadMedia = vi.hoisted(() => vi.fn());
vi.mock('../../app/rest', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/rest')>()),
  uploadMedia,
}));
const truck: AdminTruckFragment = {
  id: 7,
  title: '2019 Scania R 500',
  make: 'Scania',
  model: 'R 500',
  bodytype: 'Tractor Unit',
  uniquestockid: 'SC-500',
  description: 'Ready for work.',
  cabtype: 'Sleeper Cab',
  axle: '6x2',
  price: 18750,
  year: 2019,
  power: '500 hp',
  weight: 19.5,
  mileage: 151237,
  emissions: 'Euro-6',
  images: [],
  videos: [],
  featured: false,
  availableForHire: false,
  hireStatus: 'available',
  hireDailyRate: null,
  hireWeeklyRate: null,
  hireMonthlyRate: null,
};

beforeAll(() => {
  // Mantine's autosizing Textarea listens for web fonts loading; jsdom has no document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  }
});

/** The list answer: `total` matches (of `inventory` trucks in all), showing `items`. */
const listOf = (items: AdminTruckFragment[], total = items.length, inventory = total) => ({
  data: { inventory: { total: inventory }, trucks: { total, items } },
});

function renderAdmin(role: string, answers: Record<string, MockResponder> = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  const client = mockClient({
    Me: { data: { me: { id: 1, email: 'staff@example.com', fullName: 'Staff', role, isAdmin: true } } },
    AdminTruckList: listOf([truck]),
    ...answers,
  });
  renderWithProviders(
    <>
      <Notifications />
      <AuthProvider>
        <AdminPage />
      </AuthProvider>
    </>,
    { route: '/admin', client },
  );
  return client;
}

// Typing goes key by key; a busy machine needs more than the default 5 s.
describe('/admin by role', { timeout: 20_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  it('is read-only for a viewer', async () => {
    renderAdmin('viewer');
    expect(await screen.findByText('Current Inventory (1 trucks)')).toBeInTheDocument();
    expect(screen.getByText('2019 Scania R 500')).toBeInTheDocument();
    expect(screen.getByText('Read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Truck' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Duplicate|Delete) / })).not.toBeInTheDocument();
    // Everyone may still change their own password.
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
  });

  for (const role of ['editor', 'manager', 'admin']) {
    it(`offers add, edit, duplicate and delete to a ${role}`, async () => {
      renderAdmin(role);
      expect(await screen.findByRole('button', { name: 'Add New Truck' })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
      for (const action of ['Edit', 'Duplicate', 'Delete']) {
        expect(screen.getByRole('button', { name: `${action} 2019 Scania R 500` })).toBeInTheDocument();
      }
      expect(screen.queryByText('Read-only')).not.toBeInTheDocument();
    });
  }

  it('asks before deleting a truck', async () => {
    const client = renderAdmin('editor', { DeleteTruck: { data: { deleteTruck: true } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 2019 Scania R 500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Truck' });
    expect(within(dialog).getByText('Are you sure you want to delete this truck?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Truck deleted successfully')).toBeInTheDocument();
    expect(client.executeMutation).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { id: 7 } }),
      expect.objectContaining({ additionalTypenames: ['Truck'] }),
    );
  });

  it('duplicates into the add form with a new stock ID and a marked title', async () => {
    const client = renderAdmin('editor', { CreateTruck: { data: { createTruck: { ...truck, id: 8 } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate 2019 Scania R 500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Truck' });
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('2019 Scania R 500 (Copy)');
    expect((within(dialog).getByRole('textbox', { name: /^Unique Stock ID/ }) as HTMLInputElement).value).toMatch(
      /^SC-500-COPY-\d+$/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Truck' }));
    expect(await screen.findByText('Truck created successfully')).toBeInTheDocument();
    const [request] = client.executeMutation.mock.calls.at(-1)!;
    expect((request as unknown as { variables: { input: Record<string, unknown> } }).variables.input).toMatchObject({
      title: '2019 Scania R 500 (Copy)',
      price: 18750,
      weight: 19.5,
      cabtype: 'Sleeper Cab',
      availableForHire: false,
      images: [],
    });
  });

  it("keeps the form filled and shows the server's reason when saving fails", async () => {
    renderAdmin('editor', {
      UpdateTruck: { errors: [{ message: 'A truck with stock ID "SC-501" already exists', code: 'CONFLICT' }] },
    });
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    await replace(within(dialog).getByRole('textbox', { name: /^Unique Stock ID/ }), 'SC-501');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Truck' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A truck with stock ID "SC-501" already exists');
    expect(screen.getByRole('dialog', { name: 'Edit Truck' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Unique Stock ID/ })).toHaveValue('SC-501');
    expect(within(dialog).getByRole('button', { name: 'Update Truck' })).toBeEnabled();
  });

  it("says 'Failed to create truck' when the server gives no reason, keeping what was typed", async () => {
    renderAdmin('editor', { CreateTruck: { errors: [{ message: '' }] } });
    const dialog = await openForm('Duplicate 2019 Scania R 500', 'Add New Truck');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Truck' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create truck');
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('2019 Scania R 500 (Copy)');
  });

  it("says 'Failed to update truck' when the server gives no reason", async () => {
    renderAdmin('editor', { UpdateTruck: { errors: [{ message: '' }] } });
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Truck' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update truck');
  });

  it('creates one truck however often Save is pressed', async () => {
    // The save stays pending, as on a slow server, while Save is pressed again and Enter submits.
    const client = renderAdmin('editor', { CreateTruck: () => undefined });
    const dialog = await openForm('Duplicate 2019 Scania R 500', 'Add New Truck');
    const save = within(dialog).getByRole('button', { name: 'Add Truck' });
    fireEvent.click(save);
    fireEvent.click(save);
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(mutations(client, 'CreateTruck')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mutations(client, 'CreateTruck')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Add Truck' })).toHaveAttribute('data-loading');
  });

  it('saves empty numbers as null and clears hire rates of a truck not for hire', async () => {
    const client = renderAdmin('editor', {
      UpdateTruck: { data: { updateTruck: truck } },
      AdminTruckList: listOf([{ ...truck, availableForHire: true, hireDailyRate: 150, hireWeeklyRate: 700, hireMonthlyRate: null }]),
    });
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    expect(within(dialog).getByRole('textbox', { name: 'Daily Rate (£)' })).toHaveValue('150');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Price (£)' }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Weight (tonnes)' }));
    // Hire fields show only while the truck is available for hire.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Available for hire' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Daily Rate (£)' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Hire Status' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Truck' }));
    expect(await screen.findByText('Truck updated successfully')).toBeInTheDocument();
    expect(inputOf(mutations(client, 'UpdateTruck')[0])).toMatchObject({
      price: null,
      weight: null,
      year: 2019,
      availableForHire: false,
      hireDailyRate: null,
      hireWeeklyRate: null,
      hireMonthlyRate: null,
    });
  });

  it("follows the spec's truck rules: years from 1990, non-negative hire rates", async () => {
    const client = renderAdmin('editor', { UpdateTruck: { data: { updateTruck: truck } } });
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    await replace(within(dialog).getByRole('textbox', { name: 'Year' }), '1989');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Available for hire' }));
    const daily = within(dialog).getByRole('textbox', { name: 'Daily Rate (£)' });
    expect(daily).toHaveAttribute('placeholder', '120');
    // A minus sign cannot be typed into a rate.
    await userEvent.type(daily, '-5');
    expect(daily).toHaveValue('5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Truck' }));
    expect(await within(dialog).findByText('Year must be 1990 or later')).toBeInTheDocument();
    expect(within(dialog).getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(mutations(client, 'UpdateTruck')).toHaveLength(0);
    await replace(within(dialog).getByRole('textbox', { name: 'Year' }), String(new Date().getFullYear() + 2));
    expect(await within(dialog).findByText(`Year must be ${new Date().getFullYear() + 1} or earlier`)).toBeInTheDocument();
  });
});

describe('/admin never loses work', { timeout: 20_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  it('closes a form without changes at once', async () => {
    renderAdmin('editor');
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Truck' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('asks before closing a form with changes, by Cancel or by Escape', async () => {
    renderAdmin('editor');
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    await replace(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Scania R 500 with new tyres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(ask).toHaveTextContent('You have unsaved changes. Leave without saving them?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Scania R 500 with new tyres');

    // Escape closes the form the same way: it asks too.
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit Truck' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Truck' })).not.toBeInTheDocument());
  });

  it('asks before closing while pictures are still uploading, and keeps Save disabled until they are done', async () => {
    let finish: (value: { url: string; thumb_url: string }) => void = () => undefined;
    uploadMedia.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const client = renderAdmin('editor', { UpdateTruck: { data: { updateTruck: truck } } });
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    await userEvent.upload(imageFileInput(dialog), new File(['png'], 'front.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(/^Uploading front\.png/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Truck' })).toBeDisabled();
    expect(within(dialog).getByText('Waiting for the pictures to finish uploading…')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));

    await act(async () => finish({ url: '/media/front.webp', thumb_url: '/media/front.thumb.webp' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update Truck' })).toBeEnabled());
    expect(within(dialog).getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', '/media/front.webp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Truck' }));
    expect(await screen.findByText('Truck updated successfully')).toBeInTheDocument();
    expect(inputOf(mutations(client, 'UpdateTruck')[0]).images).toEqual(['/media/front.webp']);
    // Saved: closing asked nothing more.
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });
});

describe('/admin pictures and videos', { timeout: 20_000 }, () => {
  beforeEach(() => {
    uploadMedia.mockReset();
  });
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  it('adds, orders and removes pictures by URL and saves them in that order', async () => {
    const client = renderAdmin('editor', {
      AdminTruckList: listOf([{ ...truck, images: ['https://example.com/side.jpg'] }]),
      UpdateTruck: { data: { updateTruck: truck } },
    });
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    const address = within(dialog).getByRole('textbox', { name: 'Images: add by URL' });
    await userEvent.type(address, 'https://example.com/front.jpg{Enter}');
    await userEvent.type(address, 'https://example.com/back.jpg{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move picture 2 earlier' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove picture 3' }));
    // Enter added pictures; it did not save the truck.
    expect(mutations(client, 'UpdateTruck')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Truck' }));
    expect(await screen.findByText('Truck updated successfully')).toBeInTheDocument();
    expect(inputOf(mutations(client, 'UpdateTruck')[0]).images).toEqual([
      'https://example.com/front.jpg',
      'https://example.com/side.jpg',
    ]);
  });

  it("shows 'Error uploading images. Please try again.' when an upload fails, keeping the form", async () => {
    uploadMedia.mockRejectedValue(new Error('network down'));
    renderAdmin('editor');
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    await userEvent.upload(imageFileInput(dialog), new File(['png'], 'front.png', { type: 'image/png' }));
    expect(await screen.findByText('Error uploading images. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Truck' })).toBeEnabled();
    expect(within(dialog).getByText('No pictures yet: the site shows a placeholder picture.')).toBeInTheDocument();
  });

  it('adds videos by URL with Enter, refuses other text and removes them', async () => {
    const client = renderAdmin('editor', { UpdateTruck: { data: { updateTruck: truck } } });
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    expect(within(dialog).getByText(`Paste a link and press Enter, or upload video files. ${VIDEO_GUIDANCE}.`)).toBeInTheDocument();
    const address = within(dialog).getByRole('textbox', { name: 'Videos: add by URL' });
    await userEvent.type(address, 'not a link{Enter}');
    expect(await within(dialog).findByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.youtube.com/watch?v=abc{Enter}');
    await userEvent.type(address, 'https://cdn.example.com/walkround.mp4{Enter}');
    await userEvent.type(address, 'https://cdn.example.com/walkround.mp4{Enter}');
    expect(await within(dialog).findByText('This video is already in the list')).toBeInTheDocument();
    await userEvent.clear(address);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove video 1' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Truck' }));
    expect(await screen.findByText('Truck updated successfully')).toBeInTheDocument();
    expect(inputOf(mutations(client, 'UpdateTruck')[0]).videos).toEqual(['https://cdn.example.com/walkround.mp4']);
  });

  it('uploads a chosen video file with its progress, keeps Save disabled meanwhile, and saves its /media address', async () => {
    const stored = `/media/${'a'.repeat(64)}.mp4`;
    let finish: (value: { url: string; thumb_url: string }) => void = () => undefined;
    uploadMedia.mockImplementation((_blob: Blob, onProgress: (share: number) => void) => {
      onProgress(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    const client = renderAdmin('editor', {
      AdminTruckList: listOf([{ ...truck, videos: ['https://www.youtube.com/watch?v=abc'] }]),
      UpdateTruck: { data: { updateTruck: truck } },
    });
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    const file = new File(['mp4 bytes'], 'walkround.mp4', { type: 'video/mp4' });
    await userEvent.upload(videoFileInput(dialog), file);
    expect(await within(dialog).findByText('Uploading walkround.mp4… 40%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading walkround.mp4' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Truck' })).toBeDisabled();
    expect(within(dialog).getByText('Waiting for the videos to finish uploading…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose Video Files' })).toBeDisabled();
    expect(uploadMedia).toHaveBeenCalledWith(file, expect.any(Function), VIDEO_UPLOAD_ERROR);

    await act(async () => finish({ url: stored, thumb_url: stored }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update Truck' })).toBeEnabled());
    expect(within(dialog).queryByText(/^Uploading walkround/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: stored })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Truck' }));
    expect(await screen.findByText('Truck updated successfully')).toBeInTheDocument();
    expect(inputOf(mutations(client, 'UpdateTruck')[0]).videos).toEqual(['https://www.youtube.com/watch?v=abc', stored]);
  });

  it('refuses files over 50 MB and of other types before uploading, and shows the server\'s reason for a refused upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAdmin('editor');
    const dialog = await openForm('Edit 2019 Scania R 500', 'Edit Truck');
    const big = new File(['x'], 'long-walkround.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(videoFileInput(dialog), [big, new File(['avi'], 'old.avi', { type: 'video/x-msvideo' })]);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('long-walkround.mp4 is larger than 50 MB: videos must be at most 50 MB');
    expect(alert).toHaveTextContent('old.avi is not an MP4, WebM or MOV video');
    expect(uploadMedia).not.toHaveBeenCalled();

    // A .mov the browser gave no type is sent as video/quicktime; the server's detail is shown.
    uploadMedia.mockRejectedValue(new RestError('Videos must be MP4, WebM or MOV', 422));
    await user.upload(videoFileInput(dialog), new File(['not a video'], 'notes.mov', { type: '' }));
    expect(await within(dialog).findByText('notes.mov: Videos must be MP4, WebM or MOV')).toBeInTheDocument();
    expect((uploadMedia.mock.calls[0][0] as Blob).type).toBe('video/quicktime');
    expect(within(dialog).queryByText(/is larger than 50 MB/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('No videos.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Truck' })).toBeEnabled();

    uploadMedia.mockRejectedValue(new RestError(VIDEO_UPLOAD_ERROR, 0));
    await user.upload(videoFileInput(dialog), new File(['mp4'], 'yard.mp4', { type: 'video/mp4' }));
    expect(await within(dialog).findByText(`yard.mp4: ${VIDEO_UPLOAD_ERROR}`)).toBeInTheDocument();
  });
});

describe('/admin search, sort and pages', { timeout: 20_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  const other = { ...truck, id: 9, title: '2021 DAF XF 480', make: 'DAF', model: 'XF 480', uniquestockid: 'DAF-480' };

  it('searches on the server after typing stops, showing matches under the whole inventory count', async () => {
    const client = renderAdmin('editor', {
      AdminTruckList: (variables) => {
        const search = (variables.filter as { search?: string } | undefined)?.search;
        return search ? listOf(search === 'daf-480' ? [other] : [], search === 'daf-480' ? 1 : 0, 2) : listOf([truck, other]);
      },
    });
    expect(await screen.findByText('Current Inventory (2 trucks)')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search trucks' }), 'daf-480');
    expect(await screen.findByText('1 truck matches "daf-480"')).toBeInTheDocument();
    expect(screen.queryByText('2019 Scania R 500')).not.toBeInTheDocument();
    expect(screen.getByText('2021 DAF XF 480')).toBeInTheDocument();
    expect(screen.getByText('Current Inventory (2 trucks)')).toBeInTheDocument();
    // One request for the finished word, none per keystroke.
    const searched = queries(client).map((v) => (v.filter as { search?: string } | undefined)?.search).filter(Boolean);
    expect(searched).toEqual(['daf-480']);

    await userEvent.type(screen.getByRole('textbox', { name: 'Search trucks' }), 'x');
    expect(await screen.findByText('No trucks match "daf-480x"')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all trucks' }));
    expect(await screen.findByText('2019 Scania R 500')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search trucks' })).toHaveValue('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search trucks' }), 'daf-480');
    expect(await screen.findByText('1 truck matches "daf-480"')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('sorts on the server and goes back to the first page', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ ...truck, id: 100 + i, uniquestockid: `SC-${i}`, title: `Truck ${i}` }));
    const client = renderAdmin('viewer', { AdminTruckList: listOf(many, 120) });
    expect(await screen.findByText('Current Inventory (120 trucks)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries(client).at(-1)).toMatchObject({ skip: 50, limit: 50, sort: 'NEWEST' }));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort trucks' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Year: newest first' }));
    await waitFor(() => expect(queries(client).at(-1)).toMatchObject({ skip: 0, sort: 'YEAR_DESC' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort trucks' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Title: A to Z' }));
    await waitFor(() => expect(queries(client).at(-1)).toMatchObject({ sort: 'TITLE_ASC' }));
  });
});

async function openForm(button: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

function imageFileInput(dialog: HTMLElement) {
  return dialog.querySelector<HTMLInputElement>('input[type=file][accept^="image"]')!;
}

function videoFileInput(dialog: HTMLElement) {
  return dialog.querySelector<HTMLInputElement>('input[type=file][accept^="video"]')!;
}

type Call = [{ query: unknown; variables: Record<string, unknown> }, unknown];

function operationName(request: Call[0]): string | undefined {
  const doc = request.query as { definitions: { kind: string; name?: { value: string } }[] };
  return doc.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
}

function mutations(client: ReturnType<typeof mockClient>, name: string) {
  return (client.executeMutation.mock.calls as unknown as Call[]).filter(([request]) => operationName(request) === name);
}

function queries(client: ReturnType<typeof mockClient>) {
  return (client.executeQuery.mock.calls as unknown as Call[])
    .filter(([request]) => operationName(request) === 'AdminTruckList')
    .map(([request]) => request.variables);
}

function inputOf(call: Call) {
  return call[0].variables.input as Record<string, unknown>;
}
