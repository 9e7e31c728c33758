import { Container, Title } from '@mantine/core';

export function PartsAdminPage() {
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Parts Management</Title>
    </Container>
  );
}
