import { Button, Container, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/pageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found | Leicester Commercial Trucks');
  return (
    <Container size="sm" py={96} ta="center">
      <Text fz={72} fw={800} c="accent.6" lh={1}>
        404
      </Text>
      <Title order={1} mt="md">
        Page not found
      </Title>
      <Text c="dimmed" mt="sm" mb="xl">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
        Back to home
      </Button>
    </Container>
  );
}
