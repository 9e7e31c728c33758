import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruckOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}

/** What a list shows when nothing matches: a title, a line of help, and links to go on from. */
export function EmptyState({ title, children, icon }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="xs">
        {icon ?? <IconTruckOff size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />}
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
