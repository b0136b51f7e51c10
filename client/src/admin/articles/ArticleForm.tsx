import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrorsOf } from '../../api/errors';
import { ImageField, imageFileProblem } from '../../components/ImageField';
import { isCancelled, UploadProgress, useUploadProgress } from '../../components/UploadProgress';
import { PublishField } from './PublishField';
import {
  initialPublishValues,
  scheduleProblem,
  type PublishState,
  type PublishValues,
} from './publishing';

/** What news and press coverage share: a title, a text, a date and one image. */
export interface ArticleValues extends PublishValues {
  title: string;
  description: string;
  date: string;
  /** Optional Bangla copy: the Bangla site shows it, or the English when it is empty. */
  titleBn: string;
  descriptionBn: string;
  image: File | null;
}

export interface ArticleMessages {
  title: string;
  description: string;
  date: string;
  image: string;
}

export interface ArticleFormProps {
  /** Label of the title field, e.g. 'News Title' or 'Press Title'. */
  titleLabel: string;
  messages: ArticleMessages;
  submitLabel: string;
  /** Prefills the form (edit). */
  initialValues?: Pick<
    ArticleValues,
    'title' | 'description' | 'date' | 'titleBn' | 'descriptionBn'
  >;
  /** How the saved item is published (edit): the form starts from it. */
  published?: PublishState;
  /** The saved image (edit): when given, choosing another image is optional. */
  currentImageUrl?: string | null;
  /** Runs the mutation; throws on failure so field errors from the server land on the fields. */
  /** `context` follows the image's upload (progress, cancel): pass it to the mutation. */
  onSubmit: (values: ArticleValues, context?: object) => Promise<unknown>;
  resetAfterSubmit?: boolean;
  cancelTo?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const SUBMIT_LABELS: Partial<Record<PublishValues['publishMode'], string>> = {
  draft: 'Save as draft',
  schedule: 'Schedule',
};

/** Server field names that mean one of our fields (the REST names of the original). */
const SERVER_FIELD_NAMES = {
  publishAt: 'publishTime',
  newstitle: 'title',
  presstitle: 'title',
  imageUrl: 'image',
  file: 'image',
};

/** The add/edit form of news and press coverage; each screen passes its labels and mutation. */
export function ArticleForm({
  titleLabel,
  messages,
  submitLabel,
  initialValues,
  published,
  currentImageUrl,
  onSubmit,
  resetAfterSubmit = false,
  cancelTo,
}: ArticleFormProps) {
  const imageRequired = !currentImageUrl;
  const [submitting, setSubmitting] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const progress = useUploadProgress();
  const form = useForm<ArticleValues>({
    mode: 'controlled',
    initialValues: {
      title: '',
      description: '',
      date: '',
      titleBn: '',
      descriptionBn: '',
      ...initialValues,
      ...initialPublishValues(published),
      image: null,
    },
    validateInputOnBlur: true,
    validateInputOnChange: true,
    validate: {
      title: (value) => (value.trim() ? null : messages.title),
      description: (value) => (value.trim() ? null : messages.description),
      date: (value) => {
        if (!value) return messages.date;
        return isRealDate(value) ? null : 'Enter a real date';
      },
      publishDay: (_value, values) =>
        values.publishMode === 'schedule' && !values.publishDay ? 'Choose the day' : null,
      publishTime: (_value, values) => scheduleProblem(values),
      image: (value) => {
        if (!value) return imageRequired ? messages.image : null;
        return imageFileProblem(value);
      },
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setCancelled(false);
    const upload = values.image ? progress.start() : null;
    try {
      await onSubmit(
        {
          ...values,
          title: values.title.trim(),
          description: values.description.trim(),
          titleBn: values.titleBn.trim(),
          descriptionBn: values.descriptionBn.trim(),
        },
        upload?.context,
      );
      if (resetAfterSubmit) form.reset();
    } catch (error) {
      // Cancelled: nothing was stored; the form keeps what was typed, ready to send again.
      if (upload && isCancelled(error, upload.signal)) return setCancelled(true);
      const fieldErrors = fieldErrorsOf(error, SERVER_FIELD_NAMES);
      if (fieldErrors) form.setErrors(fieldErrors);
    } finally {
      progress.done();
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={titleLabel}
          withAsterisk
          maxLength={200}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={5}
          maxRows={14}
          {...form.getInputProps('description')}
        />
        <TextInput
          label="Bangla title"
          description="Optional: the Bangla site shows the English title until there is one"
          lang="bn"
          maxLength={200}
          {...form.getInputProps('titleBn')}
        />
        <Textarea
          label="Bangla text"
          description="Optional"
          lang="bn"
          autosize
          minRows={3}
          maxRows={14}
          {...form.getInputProps('descriptionBn')}
        />
        <TextInput
          label="Date"
          type="date"
          withAsterisk
          maw={240}
          {...form.getInputProps('date')}
        />
        <ImageField
          {...form.getInputProps('image')}
          value={form.values.image}
          required={imageRequired}
          currentUrl={currentImageUrl}
        />
        <PublishField form={form} />
        <UploadProgress percent={progress.percent} onCancel={progress.cancel} />
        {cancelled && (
          <Text size="sm" c="dimmed" role="status">
            Upload cancelled: nothing was saved.
          </Text>
        )}
        <Group gap="sm" mt="sm">
          <Button type="submit" disabled={!form.isValid()} loading={submitting}>
            {SUBMIT_LABELS[form.values.publishMode] ?? submitLabel}
          </Button>
          {cancelTo && (
            <Button component={Link} to={cancelTo} variant="default">
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
