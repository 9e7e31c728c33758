import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The dark band that opens each inner page with its title. */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <Box
      py={{ base: 32, sm: 48 }}
      style={{
        background: 'linear-gradient(135deg, #1f1f1f 0%, #2a2a2a 60%, #3a2412 100%)',
        borderBottom: '4px solid var(--mantine-color-accent-6)',
      }}
    >
      <Container size="xl">
        <Title order={1} c="white" fz={{ base: 28, sm: 40 }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="gray.4" size="lg" mt="xs" maw={720}>
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
