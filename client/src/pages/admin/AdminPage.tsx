import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatMileage, formatPrice } from '@dealer/schema';
import { errorText } from '../../app/errors';
import { DEFAULT_TRUCK_IMAGE } from '../../app/siteDefaults';
import { useAdminTruckListQuery } from '../../gql/graphql';

const PAGE_SIZE = 50;

export function AdminPage() {
  useDocumentTitle('Admin Panel | Leicester Commercial Trucks');
  const [page, setPage] = useState(1);
  const [result, refetch] = useAdminTruckListQuery({
    variables: { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });

  if (result.fetching && !result.data) {
    return (
      <Center py={120}>
        <Stack align="center" gap="sm">
          <Loader color="accent" aria-hidden />
          <Text>Loading admin panel...</Text>
        </Stack>
      </Center>
    );
  }

  if (result.error && !result.data) {
    return (
      <Container size="sm" py={80}>
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Error Loading Admin Panel">
          <Text mb="md">{errorText(result.error, 'Failed to load trucks')}</Text>
          <Button color="red" variant="light" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            Try Again
          </Button>
        </Alert>
      </Container>
    );
  }

  const total = result.data?.trucks.total ?? 0;
  const trucks = result.data?.trucks.items ?? [];
  const pages = Math.ceil(total / PAGE_SIZE);

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Admin Panel
      </Title>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} size="h3" mb="md">
          Current Inventory ({total} trucks)
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Truck</Table.Th>
                <Table.Th>Details</Table.Th>
                <Table.Th>Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trucks.map((truck) => (
                <Table.Tr key={truck.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Image
                        src={truck.images[0] ?? DEFAULT_TRUCK_IMAGE}
                        fallbackSrc={DEFAULT_TRUCK_IMAGE}
                        alt=""
                        w={64}
                        h={48}
                        radius="sm"
                        fit="cover"
                      />
                      <div>
                        <Anchor component={Link} to={`/trucks/${truck.id}`} fw={600} c="brand.8">
                          {truck.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          Stock ID: {truck.uniquestockid}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {truck.make} {truck.model}
                      {truck.year !== null && ` · ${truck.year}`}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {truck.bodytype} · {formatMileage(truck.mileage)}
                    </Text>
                  </Table.Td>
                  <Table.Td fw={700}>{formatPrice(truck.price)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 && (
          <Group justify="center" mt="md">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          </Group>
        )}
      </Paper>
    </Container>
  );
}
