import { Anchor, Box, Container, Grid, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSiteContent } from '../../app/siteContent';
import { PageHero } from '../../components/PageHero';
import classes from './LegalPage.module.css';
import { usePageTitle } from '../../app/pageTitle';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  updated: string;
  sections: LegalSection[];
}

/** A legal document: its sections, with a list of contents that stays in view on wide screens. */
export function LegalPage({ title, intro, updated, sections }: LegalPageProps) {
  const { contact } = useSiteContent();
  usePageTitle(`${title} | ${contact.company_name}`);
  return (
    <>
      <PageHero title={title} subtitle={`Last updated: ${updated}`} />
      <Container size="xl" py={{ base: 32, sm: 56 }}>
        <Grid gap={{ base: 24, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Paper
              withBorder
              radius="md"
              p="md"
              className={classes.contents}
              component="nav"
              aria-labelledby="legal-contents"
            >
              <Text id="legal-contents" fw={700} mb="xs" c="brand.8">
                Contents
              </Text>
              <Stack gap={4} component="ol" className={classes.contentsList}>
                {sections.map((section, i) => (
                  <li key={section.id}>
                    <Anchor href={`#${section.id}`} size="sm" c="brand.7">
                      {i + 1}. {section.title}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Typography className={classes.document}>
              <Box className={classes.intro}>{intro}</Box>
              {sections.map((section, i) => (
                <section
                  key={section.id}
                  id={section.id}
                  className={classes.section}
                  aria-labelledby={`${section.id}-title`}
                >
                  <Title order={2} id={`${section.id}-title`}>
                    {i + 1}. {section.title}
                  </Title>
                  {section.body}
                </section>
              ))}
            </Typography>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
