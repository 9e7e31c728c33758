import { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

export const UNSAVED_TITLE = 'Unsaved changes';
export const UNSAVED_MESSAGE = 'You have unsaved changes. Leave without saving them?';

interface Pending {
  leave: () => void;
  stay: () => void;
}

/** Holds in-app navigation while the form is dirty (only a data router can). */
function RouteBlocker({ when, onBlocked }: { when: boolean; onBlocked: (pending: Pending) => void }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state === 'blocked') onBlocked({ leave: blocker.proceed, stay: blocker.reset });
  }, [blocker, onBlocked]);
  return null;
}

/**
 * Never lose work: while `dirty`, closing the form (through `guard`), following a link in the app
 * or closing the tab asks first. Render `prompt` once beside the form.
 */
export function useUnsavedChanges(dirty: boolean): { guard: (leave: () => void) => void; prompt: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const inDataRouter = useContext(UNSAFE_DataRouterContext) != null;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const guard = useCallback(
    (leave: () => void) => {
      if (!dirty) return leave();
      // Asked on the next tick: a form closed by Escape must not have the question hear the same
      // key press (Mantine's modals listen on the window) and answer itself at once.
      window.setTimeout(() => setPending({ leave, stay: () => undefined }), 0);
    },
    [dirty],
  );

  const settle = (choice: 'leave' | 'stay') => {
    pending?.[choice]();
    setPending(null);
  };

  const prompt = (
    <>
      {inDataRouter && <RouteBlocker when={dirty} onBlocked={setPending} />}
      <Modal opened={pending != null} onClose={() => settle('stay')} title={UNSAVED_TITLE} centered zIndex={400}>
        <Text mb="lg">{UNSAVED_MESSAGE}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => settle('stay')}>
            Keep editing
          </Button>
          <Button color="red" onClick={() => settle('leave')}>
            Discard changes
          </Button>
        </Group>
      </Modal>
    </>
  );
  return { guard, prompt };
}
