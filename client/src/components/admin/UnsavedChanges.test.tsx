import { useState } from 'react';
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { UNSAVED_MESSAGE, UNSAVED_TITLE, useUnsavedChanges } from './UnsavedChanges';

/** A form whose dirtiness the test sets, with a Close guarded as a form's Cancel would be. */
function Editor({ dirty: initiallyDirty, onLeave }: { dirty: boolean; onLeave: () => void }) {
  const [dirty, setDirty] = useState(initiallyDirty);
  const { guard, prompt } = useUnsavedChanges(dirty);
  return (
    <>
      <Button onClick={() => guard(onLeave)}>Close</Button>
      <Button onClick={() => setDirty(false)}>Save</Button>
      <Link to="/elsewhere">Elsewhere</Link>
      {prompt}
    </>
  );
}

function renderEditor(dirty: boolean) {
  const onLeave = vi.fn();
  renderWithProviders(
    <Routes>
      <Route path="/form" element={<Editor dirty={dirty} onLeave={onLeave} />} />
      <Route path="/elsewhere" element={<p>Somewhere else</p>} />
    </Routes>,
    { route: '/form' },
  );
  return onLeave;
}

describe('useUnsavedChanges', () => {
  it('leaves at once when nothing has changed', async () => {
    const onLeave = renderEditor(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: UNSAVED_TITLE })).not.toBeInTheDocument();
  });

  it('asks first when there are unsaved changes; Keep editing stays', async () => {
    const onLeave = renderEditor(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_TITLE });
    expect(dialog).toHaveTextContent(UNSAVED_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: UNSAVED_TITLE })).not.toBeInTheDocument());
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('leaves after Discard changes', async () => {
    const onLeave = renderEditor(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('stops asking once the changes are saved', async () => {
    const onLeave = renderEditor(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: UNSAVED_TITLE })).not.toBeInTheDocument();
  });

  it('holds a link to another page while dirty, and follows it after Discard changes', async () => {
    renderEditor(true);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Somewhere else')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it('follows a link at once when clean', async () => {
    renderEditor(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: UNSAVED_TITLE })).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab only while dirty', async () => {
    renderEditor(true);
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const cleanUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanUnload);
    expect(cleanUnload.defaultPrevented).toBe(false);
  });
});
