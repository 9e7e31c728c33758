import { Box, Card, Container, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { CategoryKey } from './categories';
import { CATEGORY_ICONS } from './categoryIcons';
import { WhyChooseUs } from '../../../components/WhyChooseUs';

interface Block {
  title: string;
  text: string;
  points?: string[];
}

const BLOCKS: Record<CategoryKey, { heading: string; intro: string; blocks: Block[] }> = {
  tractor: {
    heading: 'Tractor Units for Every Operation',
    intro: 'From regional day work to international trunking, we stock tractor units prepared to work from day one.',
    blocks: [
      {
        title: 'Day Cabs',
        text: 'Compact and economical for regional distribution and multi-drop work.',
        points: ['Lower unladen weight', 'Easy access for frequent stops'],
      },
      {
        title: 'Sleeper Cabs',
        text: 'Comfortable, well-equipped cabs for long-haul and overnight work.',
        points: ['Full-width bunks', 'Generous storage'],
      },
      {
        title: 'Ready to Work',
        text: 'Inspected and serviced in our Leicester workshop, with hire and finance conversations welcome.',
        points: ['Full service history where available', 'Parts and repairs on site'],
      },
    ],
  },
  rigid: {
    heading: 'Rigid Trucks from 7.5t to 26t',
    intro: 'Our rigids range from 7.5t (light) through 18t (medium) to 26t (heavy), so there is a size for every job.',
    blocks: [
      {
        title: '7.5t Light',
        text: 'Urban and town-centre deliveries, drivable on a C1 licence.',
        points: ['Box vans and dropsides', 'Tail lifts available'],
      },
      {
        title: '18t Medium',
        text: 'The all-rounder for regional distribution and trade deliveries.',
        points: ['Curtainsides and box bodies', 'Good payload for its size'],
      },
      {
        title: '26t Heavy',
        text: 'Three-axle strength for construction, tipper and heavy haulage work.',
        points: ['Tippers and skip loaders', 'Built for tough sites'],
      },
    ],
  },
  chassis: {
    heading: 'Built to Your Specification',
    intro:
      'A chassis cab lets you choose exactly the body your work needs. We can put you in touch with trusted bodybuilders.',
    blocks: [
      { title: 'Any Body Type', text: 'Box, tipper, dropside, recovery, refuse or specialist bodies.' },
      { title: 'Choice of Wheelbases', text: 'Short wheelbases for tight sites, long ones for maximum body length.' },
      { title: 'Bodybuilder Network', text: 'We work with bodybuilders who know these chassis and deliver on time.' },
    ],
  },
  curtain: {
    heading: 'Why Choose a Curtainside',
    intro: 'Curtainsides combine the protection of a box body with fast loading from the side by forklift.',
    blocks: [
      { title: 'Fast Side Loading', text: 'Open either side for quick forklift loading of palletised goods.' },
      { title: 'Weather Protection', text: 'Strong, weatherproof curtains keep loads dry and secure on the road.' },
      { title: 'Versatile', text: 'From urban multi-drop to trunking between depots, one body does it all.' },
    ],
  },
};

/** The marketing blocks below a category's list. */
export function CategoryMarketing({ category }: { category: CategoryKey }) {
  const { heading, intro, blocks } = BLOCKS[category];
  const Icon = CATEGORY_ICONS[category];
  return (
    <>
      <Box component="section" aria-labelledby={`${category}-marketing`} bg="gray.0">
        <Container size="xl" py={{ base: 40, sm: 56 }}>
          <Title order={2} id={`${category}-marketing`}>
            {heading}
          </Title>
          <Text c="dimmed" mt="xs" mb="lg" maw={760}>
            {intro}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {blocks.map((block) => (
              <Card key={block.title} withBorder radius="md" padding="lg">
                <ThemeIcon size={44} radius="md" color="accent" variant="light" aria-hidden>
                  <Icon size={24} />
                </ThemeIcon>
                <Title order={3} size="h4" mt="md">
                  {block.title}
                </Title>
                <Text size="sm" mt={4}>
                  {block.text}
                </Text>
                {block.points && (
                  <List
                    size="sm"
                    mt="sm"
                    spacing={4}
                    center
                    icon={<IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />}
                  >
                    {block.points.map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                )}
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Container size="xl" py={{ base: 40, sm: 56 }} component="section" aria-labelledby={`${category}-why`}>
        <WhyChooseUs headingId={`${category}-why`} />
      </Container>
    </>
  );
}
