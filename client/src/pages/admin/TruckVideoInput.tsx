import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Input, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconLink, IconMovie, IconPlus, IconVideo, IconX } from '@tabler/icons-react';

/** The back-office spec's guidance for truck videos (guideline text only, not enforced). */
export const VIDEO_GUIDANCE = 'MP4, WebM, MOV, max 50MB, 30 seconds to 2 minutes';

/**
 * The server keeps no video files (truck videos are addresses: the media store takes pictures
 * only), so a chosen file is not uploaded; the form says so instead of pretending.
 */
export const VIDEO_FILES_NOT_STORED = 'Video files cannot be stored yet: paste a link (YouTube, Vimeo or a hosted MP4)';

export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime';

/** The most videos a truck keeps (the shared truck rules). */
const MAX_VIDEOS = 20;

/** A video may be added by a web address (http or https) only. */
export function isVideoAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export interface TruckVideoInputProps {
  value: string[];
  onChange: (urls: string[]) => void;
  /** A message from the form's rules about the list. */
  error?: string;
  disabled?: boolean;
}

/** A truck's videos: links pasted and added with Enter (or Add URL), removable; files explained, not uploaded. */
export function TruckVideoInput({ value, onChange, error, disabled }: TruckVideoInputProps) {
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [chosenFiles, setChosenFiles] = useState<string[]>([]);

  const addAddress = () => {
    const text = address.trim();
    if (!text) return;
    if (!isVideoAddress(text)) {
      setAddressError('Enter a web address starting with http:// or https://');
      return;
    }
    if (value.includes(text)) {
      setAddressError('This video is already in the list');
      return;
    }
    if (value.length >= MAX_VIDEOS) {
      setAddressError(`At most ${MAX_VIDEOS} videos`);
      return;
    }
    onChange([...value, text]);
    setAddress('');
    setAddressError(null);
  };

  return (
    <Input.Wrapper label="Videos" description={`Paste a link and press Enter. ${VIDEO_GUIDANCE}.`} error={error}>
      <Stack gap="sm" mt={6}>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            aria-label="Videos: add by URL"
            placeholder="https://www.youtube.com/watch?v=…"
            leftSection={<IconLink size={16} aria-hidden />}
            value={address}
            error={addressError}
            disabled={disabled}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              setAddressError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                // Enter adds the link; it never submits the truck form.
                event.preventDefault();
                addAddress();
              }
            }}
            style={{ flex: '1 1 220px' }}
          />
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addAddress} disabled={disabled}>
            Add Video
          </Button>
          <FileButton
            accept={VIDEO_ACCEPT}
            multiple
            disabled={disabled}
            onChange={(files: File[]) => setChosenFiles(files.map((file) => file.name))}
          >
            {(props) => (
              <Button {...props} variant="light" color="gray" leftSection={<IconMovie size={16} aria-hidden />}>
                Choose Video Files
              </Button>
            )}
          </FileButton>
        </Group>

        {chosenFiles.length > 0 && (
          <Alert
            color="yellow"
            icon={<IconInfoCircle aria-hidden />}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setChosenFiles([])}
            role="alert"
          >
            <Text size="sm" fw={600}>
              {VIDEO_FILES_NOT_STORED}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              Not added: {chosenFiles.join(', ')}
            </Text>
          </Alert>
        )}

        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No videos.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Videos">
            {value.map((url, index) => (
              <Paper component="li" key={`${url}-${index}`} withBorder radius="sm" px="sm" py={6}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconVideo size={16} aria-hidden style={{ flexShrink: 0 }} />
                    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" truncate="end">
                      {url}
                    </Anchor>
                  </Group>
                  <Tooltip label="Remove">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={`Remove video ${index + 1}`}
                      disabled={disabled}
                      onClick={() => onChange(value.filter((_, i) => i !== index))}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
