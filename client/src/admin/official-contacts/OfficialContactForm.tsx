import { useState } from 'react';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@apollo/client/react';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { errorMessage, fieldErrorsOf } from '../../api/errors';
import { FormProblem } from '../../components/FormProblem';
import { NeedsJavaScript } from '../../components/NeedsJavaScript';
import type { OfficialContactInput, OfficialContactKind } from '../../gql/graphql';
import { FormActions } from '../EditableList';
import {
  SaveOfficialContactMutation,
  UpdateOfficialContactMutation,
} from './officialContactDocuments';

export const KIND_LABELS: Record<OfficialContactKind, string> = {
  PHONE: 'Phone number',
  BKASH_MERCHANT: 'bKash merchant number',
  NAGAD_MERCHANT: 'Nagad merchant number',
  SMS_SENDER: 'SMS sender name',
  EMAIL: 'E-mail address',
  WEB_DOMAIN: 'Web domain',
};

export const EMPTY: OfficialContactInput = {
  kind: 'PHONE',
  value: '',
  departmentEn: '',
  departmentBn: '',
  channelEn: '',
  channelBn: '',
};

const TEXTS = [
  ['departmentEn', 'Department (English)', 'customer care'],
  ['departmentBn', 'Department (Bangla)', 'গ্রাহকসেবা'],
  ['channelEn', 'Channel (English)', 'hotline'],
  ['channelBn', 'Channel (Bangla)', 'হটলাইন'],
] as const;

const required = (v: string) => (v.trim() ? null : 'Required');

/**
 * An official contact, new or changed (`id`): what the check page answers "Yes — our
 * <department>, <channel>" with. Only admins may save it; the server checks the value's form.
 */
export function OfficialContactForm({
  id,
  initial,
  onSaved,
  onCancel,
}: {
  id: number | null;
  initial: OfficialContactInput;
  onSaved: () => void;
  /** Back to adding a contact, when `id` is one being edited. */
  onCancel: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [create, created] = useMutation(SaveOfficialContactMutation, { context: { silent: true } });
  const [update, updated] = useMutation(UpdateOfficialContactMutation, {
    context: { silent: true },
  });
  const form = useForm<OfficialContactInput>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      value: required,
      departmentEn: required,
      departmentBn: required,
      channelEn: required,
      channelBn: required,
    },
  });

  const submit = form.onSubmit(async (input) => {
    setProblem(null);
    try {
      if (id === null) await create({ variables: { input } });
      else await update({ variables: { id, input } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) form.setErrors(fields);
      else setProblem(errorMessage(error));
      return;
    }
    notifications.show({ color: 'green', title: 'Saved', message: `${input.value} is official.` });
    if (id === null) form.reset();
    onSaved();
  });

  return (
    <form onSubmit={submit} method="post" noValidate>
      <Stack gap="md">
        <NeedsJavaScript />
        <FormProblem>{problem}</FormProblem>
        <NativeSelect
          label="Kind"
          data={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
          {...form.getInputProps('kind')}
        />
        <TextInput
          label="Value"
          description="As published: +880 9610-334455, DigitalRide, support@… or digitalrideweb.com"
          withAsterisk
          maxLength={254}
          {...form.getInputProps('value')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXTS.map(([name, label, placeholder]) => (
            <TextInput
              key={name}
              label={label}
              placeholder={placeholder}
              withAsterisk
              maxLength={100}
              {...form.getInputProps(name)}
            />
          ))}
        </SimpleGrid>
        <FormActions
          editing={id !== null}
          addLabel="Add contact"
          loading={created.loading || updated.loading}
          onCancel={onCancel}
          cancelLabel="Cancel editing"
          icon={<IconDeviceFloppy size={16} aria-hidden />}
        />
      </Stack>
    </form>
  );
}
