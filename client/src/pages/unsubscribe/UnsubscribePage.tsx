import { Container, Title } from '@mantine/core';

export function UnsubscribePage() {
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Unsubscribe</Title>
    </Container>
  );
}
