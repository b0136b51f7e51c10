import { Button, Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrorsOf } from '../../api/errors';
import { ImageField, imageFileProblem } from '../../components/ImageField';
import type { WebsiteType } from '../../gql/graphql';

export interface WebsiteValues {
  name: string;
  url: string;
  type: WebsiteType;
  client: string;
  description: string;
  year: number | string;
  image: File | null;
}

export const WEBSITE_TYPES: { value: WebsiteType; label: string }[] = [
  { value: 'WEBSITE', label: 'Website' },
  { value: 'MOBILE_APP', label: 'Mobile app' },
  { value: 'SOFTWARE', label: 'Software' },
];

const required = (label: string) => (v: string) => (v.trim() ? null : `${label} is required`);

interface WebsiteFormProps {
  initialValues: Omit<WebsiteValues, 'image'>;
  currentImageUrl?: string | null;
  submitLabel: string;
  onSubmit: (values: WebsiteValues) => Promise<void>;
  onCancel: () => void;
}

/** Add or edit a portfolio entry; the screenshot is required when adding. */
export function WebsiteForm({
  initialValues,
  currentImageUrl,
  submitLabel,
  onSubmit,
  onCancel,
}: WebsiteFormProps) {
  const form = useForm<WebsiteValues>({
    mode: 'controlled',
    initialValues: { ...initialValues, image: null },
    validate: {
      name: required('Name'),
      url: (v) =>
        !v.trim()
          ? 'URL is required'
          : /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v.trim())
            ? null
            : 'URL must be a web address starting with http:// or https://',
      client: required('Client'),
      description: required('Description'),
      year: (v) =>
        Number.isInteger(Number(v)) && Number(v) >= 2000 ? null : 'Year must be 2000 or later',
      image: (file) => (!file && !currentImageUrl ? 'Image is required' : imageFileProblem(file)),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) form.setErrors(fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="URL" required placeholder="https://" {...form.getInputProps('url')} />
        <Group grow align="flex-start">
          <Select
            label="Type"
            required
            data={WEBSITE_TYPES}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <NumberInput
            label="Year"
            required
            min={2000}
            max={2100}
            {...form.getInputProps('year')}
          />
        </Group>
        <TextInput label="Client" required {...form.getInputProps('client')} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <ImageField
          label="Screenshot"
          required={!currentImageUrl}
          currentUrl={currentImageUrl}
          {...form.getInputProps('image')}
          value={form.values.image}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
