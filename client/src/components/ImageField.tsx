import { useEffect, useState, type FocusEventHandler, type ReactNode } from 'react';
import { FileInput, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Problem with a chosen image file, or null when it is acceptable. */
export function imageFileProblem(file: File | null): string | null {
  if (!file) return null;
  if (!IMAGE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG, WebP or GIF image';
  if (file.size > MAX_IMAGE_BYTES) return 'The image must be 5 MB or smaller';
  return null;
}

export interface ImageFieldProps {
  label?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  error?: ReactNode;
  required?: boolean;
  /** The image already saved (edit forms): previewed until another file is chosen. */
  currentUrl?: string | null;
  description?: ReactNode;
}

/** A data URL of the chosen file for the preview (read asynchronously, never stale). */
function usePreviewUrl(file: File | null): string | null {
  const [loaded, setLoaded] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof FileReader === 'undefined') return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setLoaded({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && loaded?.file === file ? loaded.url : null;
}

/** File picker for one image with a 200 px wide preview, shared by every add and edit form. */
export function ImageField({
  label = 'Image',
  value,
  onChange,
  onFocus,
  onBlur,
  error,
  required,
  currentUrl,
  description = 'JPEG, PNG, WebP or GIF, up to 5 MB.',
}: ImageFieldProps) {
  const chosenUrl = usePreviewUrl(value);
  const previewUrl = chosenUrl ?? currentUrl ?? null;

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description={description}
        placeholder="Choose an image"
        accept={IMAGE_TYPES.join(',')}
        leftSection={<IconPhoto size={18} aria-hidden />}
        clearable
        value={value}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        error={error}
        withAsterisk={required}
      />
      {previewUrl && (
        <Stack gap={4}>
          <Image
            src={previewUrl}
            alt={value ? 'Preview of the chosen image' : 'Current image'}
            w={200}
            radius="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)' }}
          />
          <Text size="xs" c="dimmed">
            {value ? 'New image' : 'Current image'}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
