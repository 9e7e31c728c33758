import { useRef, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  Input,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconLink, IconPlus, IconUpload, IconX } from '@tabler/icons-react';
import { ImagePreview } from './ImagePreview';
import { IMAGE_ACCEPT } from './resizeImage';
import { useImageUpload } from './useImageUpload';

export const IMAGE_HELP =
  'JPG, PNG, GIF and WebP. Recommended 1200x800 pixels, max 10MB per image. Pictures are resized to fit 1920x1080 before upload.';

/** An address a picture may be added by: a web address or one of the site's own paths. */
export function isImageAddress(text: string): boolean {
  if (text.startsWith('/') && !text.startsWith('//')) return true;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export interface ImageListInputProps {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  /** The screen's own words for a failed upload (the server's detail wins when it sent one). */
  uploadErrorMessage: string;
  disabled?: boolean;
  /** Tells the form an upload is under way, so it is not saved half done. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * The pictures of a truck or part: upload several (resized in the browser, with progress) or add
 * by address, put in order (the first is the main picture), preview and remove.
 */
export function ImageListInput({
  label,
  value,
  onChange,
  uploadErrorMessage,
  disabled,
  onUploadingChange,
}: ImageListInputProps) {
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const { uploads, upload } = useImageUpload(uploadErrorMessage);
  // Uploads finish one after another before React re-renders; each must add to the latest list.
  const latest = useRef(value);
  latest.current = value;
  const change = (urls: string[]) => {
    latest.current = urls;
    onChange(urls);
  };

  const addAddress = () => {
    const text = address.trim();
    if (!text) return;
    if (!isImageAddress(text)) {
      setAddressError('Enter a web address starting with http:// or https://');
      return;
    }
    change([...latest.current, text]);
    setAddress('');
    setAddressError(null);
  };

  const chooseFiles = async (files: File[]) => {
    if (files.length === 0) return;
    onUploadingChange?.(true);
    await upload(files, (url) => change([...latest.current, url]));
    onUploadingChange?.(false);
  };

  return (
    <Input.Wrapper label={label} description={IMAGE_HELP}>
      <Stack gap="sm" mt={6}>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <FileButton onChange={chooseFiles} accept={IMAGE_ACCEPT} multiple disabled={disabled || uploads.length > 0}>
            {(props) => (
              <Button
                {...props}
                disabled={disabled || uploads.length > 0}
                variant="light"
                color="accent"
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                Upload Images
              </Button>
            )}
          </FileButton>
          <TextInput
            aria-label={`${label}: add by URL`}
            placeholder="https://example.com/picture.jpg"
            leftSection={<IconLink size={16} aria-hidden />}
            value={address}
            error={addressError}
            disabled={disabled}
            onChange={(event) => setAddress(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addAddress();
              }
            }}
            style={{ flex: '1 1 220px' }}
          />
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addAddress} disabled={disabled}>
            Add URL
          </Button>
        </Group>

        {uploads.map((entry) => (
          <div key={entry.name}>
            <Text size="xs" mb={2}>
              Uploading {entry.name}… {Math.round(entry.share * 100)}%
            </Text>
            <Progress value={entry.share * 100} color="accent" aria-label={`Uploading ${entry.name}`} />
          </div>
        ))}

        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No pictures yet: the site shows a placeholder picture.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs">
            {value.map((url, index) => (
              <Paper key={`${url}-${index}`} withBorder p={4} radius="sm" data-testid="image-tile">
                <ImagePreview src={url} alt={`Picture ${index + 1}`} />
                <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
                  {index === 0 ? (
                    <Badge size="xs" color="accent" variant="light">
                      Main
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {index + 1}
                    </Text>
                  )}
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label="Move earlier">
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={`Move picture ${index + 1} earlier`}
                        disabled={disabled || index === 0}
                        onClick={() => change(moved(value, index, index - 1))}
                      >
                        <IconArrowLeft size={14} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Move later">
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={`Move picture ${index + 1} later`}
                        disabled={disabled || index === value.length - 1}
                        onClick={() => change(moved(value, index, index + 1))}
                      >
                        <IconArrowRight size={14} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={`Remove picture ${index + 1}`}
                        disabled={disabled}
                        onClick={() => change(value.filter((_, i) => i !== index))}
                      >
                        <IconX size={14} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
