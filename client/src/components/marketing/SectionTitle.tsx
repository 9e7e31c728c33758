import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { Eyebrow } from './Eyebrow';

interface SectionTitleProps {
  title: ReactNode;
  eyebrow?: string;
  description?: ReactNode;
  align?: 'left' | 'center';
  order?: TitleOrder;
  id?: string;
}

/** The heading that opens a section of a marketing page. */
export function SectionTitle({ title, eyebrow, description, align = 'center', order = 2, id }: SectionTitleProps) {
  return (
    <Stack gap={8} mb="xl" ta={align} align={align === 'center' ? 'center' : 'flex-start'}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title order={order} id={id} fz={{ base: 26, sm: 34 }} lh={1.2}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="lg" maw={720}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
