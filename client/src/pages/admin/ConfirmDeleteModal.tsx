import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * Asks before deleting. `onConfirm` resolves when the deletion is over (whatever its outcome,
 * which it reports itself); the dialog stays open and busy until then.
 */
export function ConfirmDeleteModal({
  opened,
  title,
  question,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  question: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  // The question stays while the dialog fades out, after the caller has let go of what it named.
  const [shown, setShown] = useState(question);
  if (opened && question !== shown) setShown(question);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={busy ? () => {} : onClose} title={title} centered size="sm">
      <Text mb="lg">{shown}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
