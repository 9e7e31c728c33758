import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { errorText } from '../../../app/errors';
import { PageHero } from '../../../components/PageHero';
import { useTruckCategoryCountsQuery } from '../../../gql/graphql';
import { CATEGORY_ORDER, TRUCK_CATEGORIES } from './categories';
import { CATEGORY_ICONS } from './categoryIcons';
import { WhyChooseUs } from '../../../components/WhyChooseUs';
import { usePageTitle } from '../../../app/pageTitle';

export function CategoriesPage() {
  usePageTitle('Browse by Category | Leicester Commercial Trucks');
  const [counts] = useTruckCategoryCountsQuery({ requestPolicy: 'cache-and-network' });

  return (
    <>
      <PageHero
        title="Browse by Category"
        subtitle="Find the right vehicle for your business. Choose a category to see every matching truck in stock."
      />
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        {counts.error && !counts.data && (
          <Text c="red.7" size="sm" mb="md" role="alert">
            {errorText(counts.error, 'Failed to load trucks')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {CATEGORY_ORDER.map((key) => {
            const category = TRUCK_CATEGORIES[key];
            const Icon = CATEGORY_ICONS[key];
            const count = counts.data?.[key].total;
            return (
              <Card key={key} withBorder shadow="xs" padding="lg" radius="md" component="article">
                <Stack gap="md" h="100%">
                  <Group gap="md" wrap="nowrap">
                    <ThemeIcon size={56} radius="md" color="accent" aria-hidden>
                      <Icon size={32} />
                    </ThemeIcon>
                    <Stack gap={4} align="flex-start">
                      <Title order={2} size="h3">
                        {category.name}
                      </Title>
                      {count === undefined ? (
                        counts.fetching && <Skeleton height={22} width={96} radius="xl" aria-hidden />
                      ) : (
                        <Badge variant="light" color="accent" tt="none" size="lg">
                          {count} Available
                        </Badge>
                      )}
                    </Stack>
                  </Group>
                  <Text>{category.description}</Text>
                  <div>
                    <Text fw={700} size="sm" mb={6}>
                      Key features
                    </Text>
                    <List
                      size="sm"
                      spacing={4}
                      icon={<IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />}
                      center
                    >
                      {category.features.map((feature) => (
                        <List.Item key={feature}>{feature}</List.Item>
                      ))}
                    </List>
                  </div>
                  <Button
                    component={Link}
                    to={category.path}
                    color="brand"
                    mt="auto"
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                  >
                    View {category.name}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>

        <Group justify="center" gap="sm" mt="xl">
          <Button
            component={Link}
            to="/trucks"
            color="accent"
            size="md"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            Browse All Trucks
          </Button>
          <Button component={Link} to="/contact" variant="default" size="md">
            Contact Us
          </Button>
        </Group>
      </Container>

      <Box bg="gray.0" component="section" aria-labelledby="categories-why">
        <Container size="xl" py={{ base: 40, sm: 56 }}>
          <WhyChooseUs headingId="categories-why" />
        </Container>
      </Box>
    </>
  );
}
