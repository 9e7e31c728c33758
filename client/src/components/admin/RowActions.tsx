import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';

export interface RowActionsProps {
  /** What the row is, for the buttons' accessible names ('Edit {label}'). */
  label: string;
  onEdit: () => void;
  /** Left out where a record cannot be duplicated (blog posts). */
  onDuplicate?: () => void;
  onDelete: () => void;
}

/** The edit, duplicate and delete buttons of a back-office table row. */
export function RowActions({ label, onEdit, onDuplicate, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" color="brand" aria-label={`Edit ${label}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {onDuplicate && (
        <Tooltip label="Duplicate">
          <ActionIcon variant="subtle" color="brand" aria-label={`Duplicate ${label}`} onClick={onDuplicate}>
            <IconCopy size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Delete">
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${label}`} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
