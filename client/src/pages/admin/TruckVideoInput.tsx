import { useRef, useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Input, Paper, Progress, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconLink, IconMovie, IconPlus, IconVideo, IconX } from '@tabler/icons-react';
import { MAX_TRUCK_VIDEOS, VIDEO_MAX_BYTES, VIDEO_TYPES, type VideoType } from '@dealer/schema';
import { uploadMedia } from '../../app/rest';

/** The back-office spec's guidance for truck videos. */
export const VIDEO_GUIDANCE = 'MP4, WebM, MOV, max 50MB, 30 seconds to 2 minutes';

export const VIDEO_ACCEPT = VIDEO_TYPES.join(',');

/** When the server sends no reason. */
export const VIDEO_UPLOAD_ERROR = 'Failed to upload video';

/** Browsers do not always know a file's type (some give .mov files none): the name's ending tells. */
const TYPE_OF_ENDING: Record<string, VideoType> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

function videoTypeOf(file: File): VideoType | undefined {
  if ((VIDEO_TYPES as readonly string[]).includes(file.type)) return file.type as VideoType;
  return TYPE_OF_ENDING[/\.([a-z0-9]+)$/i.exec(file.name)?.[1].toLowerCase() ?? ''];
}

/** Why a chosen file is not uploaded at all, or undefined when it may be sent. */
export function refusedVideoFile(file: File): string | undefined {
  if (!videoTypeOf(file)) return `${file.name} is not an MP4, WebM or MOV video`;
  if (file.size > VIDEO_MAX_BYTES) return `${file.name} is larger than 50 MB: videos must be at most 50 MB`;
  return undefined;
}

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
  /** True while chosen files are uploading: the form waits for them before it saves. */
  onUploadingChange?: (uploading: boolean) => void;
}

interface VideoUpload {
  name: string;
  /** Share sent so far, 0 to 1. */
  share: number;
}

/**
 * A truck's videos: links pasted and added with Enter (or Add Video), or video files chosen and
 * uploaded one after another with their progress (each adds its /media address when stored);
 * removable.
 */
export function TruckVideoInput({ value, onChange, error, disabled, onUploadingChange }: TruckVideoInputProps) {
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [uploads, setUploads] = useState<VideoUpload[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  // Uploads finish one after another before React re-renders; each must add to the latest list.
  const latest = useRef(value);
  latest.current = value;
  const change = (urls: string[]) => {
    latest.current = urls;
    onChange(urls);
  };

  const chooseFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const errors: string[] = [];
    const accepted: { file: File; type: VideoType }[] = [];
    for (const file of files) {
      const refusal = refusedVideoFile(file);
      if (refusal) errors.push(refusal);
      else accepted.push({ file, type: videoTypeOf(file)! });
    }
    setFileErrors(errors);
    if (accepted.length === 0) return;
    setUploads(accepted.map(({ file }) => ({ name: file.name, share: 0 })));
    onUploadingChange?.(true);
    for (const [index, { file, type }] of accepted.entries()) {
      const report = (share: number) => setUploads((all) => all.map((entry, i) => (i === index ? { ...entry, share } : entry)));
      try {
        if (latest.current.length >= MAX_TRUCK_VIDEOS) throw new Error(`At most ${MAX_TRUCK_VIDEOS} videos`);
        // The type the server is told, also when the browser did not know it.
        const { url } = await uploadMedia(file.type === type ? file : file.slice(0, file.size, type), report, VIDEO_UPLOAD_ERROR);
        if (!latest.current.includes(url)) change([...latest.current, url]);
      } catch (failure) {
        errors.push(`${file.name}: ${failure instanceof Error && failure.message ? failure.message : VIDEO_UPLOAD_ERROR}`);
        setFileErrors([...errors]);
      }
    }
    setUploads([]);
    onUploadingChange?.(false);
  };

  const uploading = uploads.length > 0;

  const addAddress = () => {
    const text = address.trim();
    if (!text) return;
    if (!isVideoAddress(text)) {
      setAddressError('Enter a web address starting with http:// or https://');
      return;
    }
    if (latest.current.includes(text)) {
      setAddressError('This video is already in the list');
      return;
    }
    if (latest.current.length >= MAX_TRUCK_VIDEOS) {
      setAddressError(`At most ${MAX_TRUCK_VIDEOS} videos`);
      return;
    }
    change([...latest.current, text]);
    setAddress('');
    setAddressError(null);
  };

  return (
    <Input.Wrapper label="Videos" description={`Paste a link and press Enter, or upload video files. ${VIDEO_GUIDANCE}.`} error={error}>
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
          <FileButton accept={VIDEO_ACCEPT} multiple disabled={disabled || uploading} onChange={(files: File[]) => void chooseFiles(files)}>
            {(props) => (
              <Button
                {...props}
                disabled={disabled || uploading}
                variant="light"
                color="gray"
                leftSection={<IconMovie size={16} aria-hidden />}
              >
                Choose Video Files
              </Button>
            )}
          </FileButton>
        </Group>

        {uploads.map((entry, index) => (
          <div key={`${entry.name}-${index}`}>
            <Text size="xs" mb={2}>
              Uploading {entry.name}… {Math.round(entry.share * 100)}%
            </Text>
            <Progress value={entry.share * 100} color="accent" aria-label={`Uploading ${entry.name}`} />
          </div>
        ))}

        {fileErrors.length > 0 && (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setFileErrors([])}
            role="alert"
          >
            <Stack gap={2}>
              {fileErrors.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
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
                      onClick={() => change(value.filter((_, i) => i !== index))}
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
