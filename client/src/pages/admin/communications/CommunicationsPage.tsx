import { Container, Title } from '@mantine/core';

export function CommunicationsPage() {
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Communications</Title>
    </Container>
  );
}
