import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Eyebrow } from './Eyebrow';
import classes from './ImageHero.module.css';

interface ImageHeroProps {
  title: ReactNode;
  /** Small line above the title. */
  eyebrow?: string;
  subtitle?: ReactNode;
  /** The picture staff chose in site content; empty means the fallback. */
  image?: string | null;
  /** Shown when no picture is set, and underneath one that fails to load. */
  fallbackImage: string;
  /** Buttons under the text. */
  children?: ReactNode;
}

const cssUrl = (url: string) => `url("${url.replace(/["\\\n]/g, (c) => `\\${c}`)}")`;

/** A page opening with a photograph behind a dark wash, so white text stays readable on any picture. */
export function ImageHero({ title, eyebrow, subtitle, image, fallbackImage, children }: ImageHeroProps) {
  const layers = [image?.trim() ? cssUrl(image.trim()) : null, cssUrl(fallbackImage)].filter(Boolean).join(', ');
  return (
    <Box className={classes.hero}>
      <div className={classes.picture} style={{ backgroundImage: layers }} aria-hidden />
      <div className={classes.wash} aria-hidden />
      <Container size="xl" pos="relative" py={{ base: 56, sm: 88 }}>
        <Stack gap="md" maw={720}>
          {eyebrow && <Eyebrow light>{eyebrow}</Eyebrow>}
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {subtitle && <Text className={classes.subtitle}>{subtitle}</Text>}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
