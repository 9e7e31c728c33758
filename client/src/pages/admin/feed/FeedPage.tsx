import { Container, Title } from '@mantine/core';

export function FeedPage() {
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Vehicle Feed</Title>
    </Container>
  );
}
