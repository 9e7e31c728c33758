import { useState } from 'react';
import { Button, FileButton, Group, Input, Progress, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { ImagePreview } from './ImagePreview';
import { IMAGE_ACCEPT } from './resizeImage';
import { useImageUpload } from './useImageUpload';

type Mode = 'upload' | 'url';

export interface ImageInputProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  description?: string;
  error?: string;
  uploadErrorMessage?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * One picture with the spec's two modes, Upload File and Use URL; it starts as URL when a value
 * exists. An uploaded file is resized in the browser and stored; the field then holds its URL.
 */
export function ImageInput({
  label,
  value,
  onChange,
  description,
  error,
  uploadErrorMessage = 'Failed to upload image',
  onUploadingChange,
}: ImageInputProps) {
  const [mode, setMode] = useState<Mode>(value ? 'url' : 'upload');
  const { uploads, upload } = useImageUpload(uploadErrorMessage);

  const chooseFile = async (file: File | null) => {
    if (!file) return;
    onUploadingChange?.(true);
    await upload([file], onChange);
    onUploadingChange?.(false);
  };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={6}>
        <SegmentedControl
          size="xs"
          w="fit-content"
          value={mode}
          onChange={(next) => setMode(next as Mode)}
          data={[
            { value: 'upload', label: 'Upload File' },
            { value: 'url', label: 'Use URL' },
          ]}
        />
        {mode === 'upload' ? (
          <Group gap="sm">
            <FileButton onChange={chooseFile} accept={IMAGE_ACCEPT} disabled={uploads.length > 0}>
              {(props) => (
                <Button {...props} variant="light" color="accent" leftSection={<IconUpload size={16} aria-hidden />}>
                  Choose picture
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              JPG, PNG, GIF or WebP
            </Text>
          </Group>
        ) : (
          <TextInput
            aria-label={`${label} URL`}
            placeholder="https://example.com/picture.jpg"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        )}
        {uploads.map((entry) => (
          <Progress key={entry.name} value={entry.share * 100} color="accent" aria-label={`Uploading ${entry.name}`} />
        ))}
        {value && (
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <div style={{ width: 160 }}>
              <ImagePreview src={value} alt={`${label} preview`} h={90} />
            </div>
            <Button variant="subtle" color="red" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={() => onChange('')}>
              Remove
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
