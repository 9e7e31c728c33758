import { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { UNSAFE_NavigationContext, useLocation, type To } from 'react-router-dom';
import { holdHistory } from '../../app/historyGuard';

export const UNSAVED_TITLE = 'Unsaved changes';
export const UNSAVED_MESSAGE = 'You have unsaved changes. Leave without saving them?';

interface Pending {
  leave: () => void;
  stay: () => void;
}

type Navigate = (to: To, ...rest: unknown[]) => void;

/** The page a navigation goes to (the router hands the navigator resolved paths). */
function pathnameOf(to: To, current: string): string {
  if (typeof to === 'string') return new URL(to, `http://site${current}`).pathname;
  return to.pathname ?? current;
}

/**
 * Holds in-app navigation to another page while `when` is true. The router's own blocker needs a
 * data router, which would add 12 KB (gzip) to every public page for this one back-office use, so
 * the navigator's push and replace ask first instead; links, redirects and navigate() all use them.
 */
function useHeldNavigation(when: boolean, onHeld: (pending: Pending) => void) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!when) return;
    const held = navigator as unknown as { push: Navigate; replace: Navigate };
    const original = { push: held.push, replace: held.replace };
    const hold =
      (go: Navigate): Navigate =>
      (to, ...rest) => {
        if (pathnameOf(to, pathname) === pathname) return go.call(navigator, to, ...rest);
        onHeld({ leave: () => go.call(navigator, to, ...rest), stay: () => undefined });
      };
    held.push = hold(original.push);
    held.replace = hold(original.replace);
    return () => {
      held.push = original.push;
      held.replace = original.replace;
    };
  }, [when, navigator, pathname, onHeld]);
}

/** The history position react-router's BrowserRouter keeps in each entry's state. */
function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * Holds the browser's Back and Forward while `when` is true: the move is undone before the router
 * hears of it, and leaving makes the same move again.
 */
function useHeldHistory(when: boolean, onHeld: (pending: Pending) => void) {
  useEffect(() => {
    if (!when) return;
    const here = historyIndex(window.history.state);
    let undoing = false;
    let leaving = false;
    return holdHistory((event) => {
      if (leaving) return false;
      if (undoing) {
        undoing = false;
        return true;
      }
      const there = historyIndex(event.state);
      const moved = here !== undefined && there !== undefined ? there - here : -1;
      undoing = true;
      window.history.go(-moved);
      onHeld({
        leave: () => {
          leaving = true;
          window.history.go(moved);
        },
        stay: () => undefined,
      });
      return true;
    });
  }, [when, onHeld]);
}

/**
 * Never lose work: while `dirty`, closing the form (through `guard`), following a link in the app,
 * the browser's Back or closing the tab asks first. Render `prompt` once beside the form.
 */
export function useUnsavedChanges(dirty: boolean): { guard: (leave: () => void) => void; prompt: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  useHeldNavigation(dirty, setPending);
  useHeldHistory(dirty, setPending);

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
