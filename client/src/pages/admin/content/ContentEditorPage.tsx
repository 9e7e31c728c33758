import { Container, Title } from '@mantine/core';

export function ContentEditorPage() {
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Content Editor</Title>
    </Container>
  );
}
