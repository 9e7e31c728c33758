import { useState } from 'react';
import { ActionIcon, AspectRatio, Box, Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { DEFAULT_TRUCK_IMAGE } from '../../app/siteDefaults';
import classes from './ImageGallery.module.css';

interface ImageGalleryProps {
  images: string[];
  /** Describes the subject; each image's alt text is built from it. */
  alt: string;
}

/** Index of the neighbouring image, wrapping past either end. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function ImageGallery({ images, alt }: ImageGalleryProps) {
  const [current, setCurrent] = useState(0);
  const shown = images.length > 0 ? images : [DEFAULT_TRUCK_IMAGE];
  const count = shown.length;
  const index = Math.min(current, count - 1);
  const several = count > 1;
  const go = (step: number) => setCurrent(wrapIndex(index + step, count));

  return (
    <div>
      <Box pos="relative" className={classes.stage}>
        <AspectRatio ratio={4 / 3}>
          <Image
            src={shown[index]}
            fallbackSrc={DEFAULT_TRUCK_IMAGE}
            alt={several ? `${alt} - image ${index + 1} of ${count}` : alt}
          />
        </AspectRatio>
        {several && (
          <>
            <ActionIcon
              className={classes.prev}
              onClick={() => go(-1)}
              variant="filled"
              color="dark"
              size="xl"
              radius="xl"
              aria-label="Previous image"
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            <ActionIcon
              className={classes.next}
              onClick={() => go(1)}
              variant="filled"
              color="dark"
              size="xl"
              radius="xl"
              aria-label="Next image"
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
            <div className={classes.counter} aria-live="polite">
              {index + 1} / {count}
            </div>
          </>
        )}
      </Box>
      {several && (
        <SimpleGrid cols={4} spacing="xs" mt="xs">
          {shown.map((src, i) => (
            <UnstyledButton
              key={`${src}-${i}`}
              onClick={() => setCurrent(i)}
              className={classes.thumb}
              data-active={i === index || undefined}
              aria-label={`Show image ${i + 1}`}
              aria-pressed={i === index}
            >
              <AspectRatio ratio={4 / 3}>
                <Image src={src} fallbackSrc={DEFAULT_TRUCK_IMAGE} alt="" />
              </AspectRatio>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </div>
  );
}
