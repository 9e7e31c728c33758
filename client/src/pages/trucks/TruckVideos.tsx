import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconVideo } from '@tabler/icons-react';
import { isStoredVideoUrl } from '@dealer/schema';

/** A video file the browser can play itself: one uploaded here, or a pasted address of an MP4, WebM or MOV file. */
export function isPlayableVideo(url: string): boolean {
  return isStoredVideoUrl(url) || /^https?:\/\/[^?#\s]+\.(mp4|webm|mov|m4v)([?#]\S*)?$/i.test(url);
}

/**
 * A truck's videos on its page: files play in the page (<video> with the browser's own controls,
 * only their first bytes loaded until played); other addresses (YouTube, Vimeo) open on their
 * own site, as this site embeds no third-party players.
 */
export function TruckVideos({ videos, title }: { videos: readonly string[]; title: string }) {
  if (videos.length === 0) return null;
  const files = videos.filter(isPlayableVideo);
  const links = videos.filter((url) => !isPlayableVideo(url));
  return (
    <section aria-labelledby="truck-videos">
      <Title order={2} size="h3" mb="sm" id="truck-videos">
        {videos.length === 1 ? 'Video' : 'Videos'}
      </Title>
      <Stack gap="md">
        {files.map((url, index) => (
          <video
            key={url}
            src={url}
            controls
            playsInline
            preload="metadata"
            aria-label={files.length === 1 ? `Video of ${title}` : `Video ${index + 1} of ${title}`}
            style={{ width: '100%', maxHeight: 480, borderRadius: 'var(--mantine-radius-md)', background: '#000' }}
          >
            <Anchor href={url}>Download the video</Anchor>
          </video>
        ))}
        {links.map((url, index) => (
          <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer">
            <Group gap={6} component="span" wrap="nowrap">
              <IconVideo size={18} aria-hidden />
              <Text span>{links.length === 1 ? 'Watch the video' : `Watch video ${index + 1}`}</Text>
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ))}
      </Stack>
    </section>
  );
}
