import { useState } from 'react';
import { Autocomplete, Button, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconCurrencyTaka, IconPlus } from '@tabler/icons-react';
import { errorMessage, fieldErrorsOf, hasErrorCode } from '../../api/errors';
import { FormProblem } from '../../components/FormProblem';
import { formatTaka } from '../../i18n/format';
import { CreateFareRateMutation, FarePlacesQuery } from './fareDocuments';
import { NeedsJavaScript } from '../../components/NeedsJavaScript';

export interface FareValues {
  from: string;
  to: string;
  /** NumberInput gives '' while empty. */
  fareRate: number | string;
}

export const MAX_FARE = 1_000_000;

const PLACE_FIELDS = [
  { name: 'from', label: 'From', placeholder: 'e.g. Gulshan' },
  { name: 'to', label: 'To', placeholder: 'e.g. Dhaka Airport' },
] as const;

const samePlace = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function fareRateProblem(value: number | string): string | null {
  if (value === '' || value === null || value === undefined) return 'FareRate is required';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount) || amount <= 0) return 'FareRate must be a positive number';
  if (amount > MAX_FARE) return 'FareRate must be at most 1,000,000';
  return null;
}

/**
 * From, To and FareRate → a new fare rate. Used in the back office and on /addcopter; the
 * server accepts it only from staff. `onAdded` runs after the success notification.
 */
export function FareRateForm({ onAdded }: { onAdded?: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const { data: places } = useQuery(FarePlacesQuery);
  const [create, { loading }] = useMutation(CreateFareRateMutation, {
    context: { silent: true, silentCodes: ['CONFLICT'] },
    // The new places belong in the suggestions (and on the public fare lookup).
    update(cache) {
      cache.evict({ fieldName: 'places' });
      cache.gc();
    },
  });
  const form = useForm<FareValues>({
    mode: 'controlled',
    initialValues: { from: '', to: '', fareRate: '' },
    validateInputOnBlur: true,
    validateInputOnChange: true,
    validate: {
      from: (value) => (value.trim() ? null : 'from is required'),
      to: (value, values) => {
        if (!value.trim()) return 'to is required';
        return samePlace(value, values.from) ? 'to must be a different place from from' : null;
      },
      fareRate: fareRateProblem,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const input = {
      from: values.from.trim(),
      to: values.to.trim(),
      fareRate: Number(values.fareRate),
    };
    try {
      await create({ variables: { input } });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) form.setErrors(fieldErrors);
      // A duplicate pair (CONFLICT) and anything else without field errors show on the form.
      else if (hasErrorCode(error, 'CONFLICT')) setProblem(errorMessage(error));
      return;
    }
    notifications.show({
      color: 'green',
      title: 'Fare rate added',
      message: `${input.from} → ${input.to}: ${formatTaka(input.fareRate)}`,
    });
    form.reset();
    onAdded?.();
  });

  const suggestions = places?.places ?? [];
  return (
    <form onSubmit={submit} method="post" noValidate>
      <Stack gap="md">
        <NeedsJavaScript />
        <FormProblem>{problem}</FormProblem>
        {PLACE_FIELDS.map((field) => (
          <Autocomplete
            key={field.name}
            label={field.label}
            placeholder={field.placeholder}
            withAsterisk
            maxLength={100}
            data={suggestions}
            limit={8}
            {...form.getInputProps(field.name)}
          />
        ))}
        <NumberInput
          label="FareRate"
          description="Taka, one way"
          placeholder="e.g. 450"
          withAsterisk
          leftSection={<IconCurrencyTaka size={18} aria-hidden />}
          decimalScale={2}
          hideControls
          inputMode="decimal"
          {...form.getInputProps('fareRate')}
        />
        <Button
          type="submit"
          disabled={!form.isValid()}
          loading={loading}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Submit
        </Button>
      </Stack>
    </form>
  );
}
