import { Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSiteContent } from '../../app/siteContent';
import { DEFAULT_HERO_IMAGE } from '../../app/siteDefaults';
import { HomeSearch } from './HomeSearch';
import classes from './HomePage.module.css';

/** The hero from the site content's hero section, with the truck search beside it. */
export function HomeHero() {
  const { hero } = useSiteContent();
  return (
    <Box className={classes.hero} data-overlay={hero.darkOverlay || undefined}>
      <img
        className={classes.heroImage}
        src={hero.backgroundImage}
        alt=""
        fetchPriority="high"
        onError={(event) => {
          // A broken image staff linked to: fall back to the default scene.
          if (!event.currentTarget.src.endsWith(DEFAULT_HERO_IMAGE)) event.currentTarget.src = DEFAULT_HERO_IMAGE;
        }}
      />
      <Container size="xl" py={{ base: 40, sm: 72 }} className={classes.heroContent}>
        <Grid gap={{ base: 32, md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Title order={1} className={classes.heroTitle}>
                {hero.title}
              </Title>
              <Text className={classes.heroSubtitle}>{hero.subtitle}</Text>
              <Text className={classes.heroText}>{hero.description}</Text>
              <Group gap="sm">
                <Button
                  component={Link}
                  to="/trucks"
                  size="lg"
                  color="accent"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  {hero.ctaText}
                </Button>
                <Button component={Link} to="/contact" size="lg" variant="white" color="dark">
                  {hero.ctaSecondaryText}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <HomeSearch />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
