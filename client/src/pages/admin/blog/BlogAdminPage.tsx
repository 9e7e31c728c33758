import { Container, Title } from '@mantine/core';

export function BlogAdminPage() {
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Blog Administration</Title>
    </Container>
  );
}
