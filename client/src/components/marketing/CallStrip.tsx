import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ButtonRow } from './ButtonRow';
import classes from './marketing.module.css';

interface CallStripProps {
  title: string;
  text?: ReactNode;
  /** Buttons: a call link first, usually. */
  children: ReactNode;
  /** accent: orange band; dark: the near-black band. */
  tone?: 'accent' | 'dark';
}

/** A full-width band that ends a page section with a way to get in touch. */
export function CallStrip({ title, text, children, tone = 'dark' }: CallStripProps) {
  return (
    <Box className={classes.callStrip} data-tone={tone}>
      <Container size="xl" py={{ base: 40, sm: 56 }}>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={640} style={{ flex: '1 1 320px' }}>
            <Title order={2} className={classes.callTitle}>
              {title}
            </Title>
            {text && <Text className={classes.callText}>{text}</Text>}
          </Stack>
          <ButtonRow>{children}</ButtonRow>
        </Group>
      </Container>
    </Box>
  );
}
