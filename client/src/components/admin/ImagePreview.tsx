import { useState } from 'react';
import { Center, Image, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

export const IMAGE_FAILED = 'Failed to load image';

/** A picture in a back-office form, which says so when its address does not load. */
export function ImagePreview({ src, alt, h = 96 }: { src: string; alt: string; h?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <Center h={h} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <Stack gap={4} align="center">
          <IconPhotoOff size={20} aria-hidden />
          <Text size="xs" c="red.8">
            {IMAGE_FAILED}
          </Text>
        </Stack>
      </Center>
    );
  }
  return <Image src={src} alt={alt} h={h} fit="cover" radius="sm" onError={() => setFailedSrc(src)} />;
}
