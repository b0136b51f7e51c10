import { useState } from 'react';
import { Button, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@apollo/client/react';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { errorMessage, fieldErrorsOf } from '../../api/errors';
import { FormProblem } from '../../components/FormProblem';
import { NeedsJavaScript } from '../../components/NeedsJavaScript';
import { SaveParcelRateCardMutation } from './parcelRateDocuments';

type Zone = 'INSIDE_DHAKA' | 'DHAKA_SUBURBS' | 'OUTSIDE_DHAKA';
export interface CardValues {
  zones: { zone: Zone; label: string; halfKg: number; oneKg: number; extraKg: number }[];
  codBasisPoints: number;
  returnCharge: number;
}

const RATES = [
  { key: 'halfKg', label: 'Up to 0.5 kg' },
  { key: 'oneKg', label: 'Up to 1 kg' },
  { key: 'extraKg', label: 'Each extra kg' },
] as const;

/** Today in Dhaka (YYYY-MM-DD): the earliest date a new card may take effect. */
export const dhakaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

interface FormValues {
  effectiveFrom: string;
  /** Taka per zone and band (NumberInput gives '' while empty). */
  rates: Record<string, Record<'halfKg' | 'oneKg' | 'extraKg', number | string>>;
  /** Percent, two decimals at most (stored as basis points). */
  codPercent: number | string;
  returnCharge: number | string;
}

/**
 * A new rate card, started from the card in force: whole taka per zone and weight band, the
 * COD charge in percent, the return charge, and the date (in Dhaka) it takes effect. Saving a
 * date that already has a card (not yet past) replaces it; the server logs every change.
 */
export function ParcelRateCardForm({ from, onSaved }: { from: CardValues; onSaved?: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveParcelRateCardMutation, {
    context: { silent: true },
  });
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      effectiveFrom: dhakaToday(),
      rates: Object.fromEntries(
        from.zones.map((z) => [z.zone, { halfKg: z.halfKg, oneKg: z.oneKg, extraKg: z.extraKg }]),
      ),
      codPercent: from.codBasisPoints / 100,
      returnCharge: from.returnCharge,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const input = {
      effectiveFrom: values.effectiveFrom,
      zones: from.zones.map(({ zone }) => ({
        zone,
        halfKg: Number(values.rates[zone].halfKg),
        oneKg: Number(values.rates[zone].oneKg),
        extraKg: Number(values.rates[zone].extraKg),
      })),
      codBasisPoints: Math.round(Number(values.codPercent) * 100),
      returnCharge: Number(values.returnCharge),
    };
    try {
      await save({ variables: { input } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setProblem(fields ? Object.values(fields).join('; ') : errorMessage(error));
      return;
    }
    notifications.show({
      color: 'green',
      title: 'Rate card saved',
      message: `In force from ${input.effectiveFrom}.`,
    });
    onSaved?.();
  });

  return (
    <form onSubmit={submit} method="post" noValidate>
      <Stack gap="md">
        <NeedsJavaScript />
        <FormProblem>{problem}</FormProblem>
        <TextInput
          type="date"
          label="In force from"
          description="A date in Dhaka, today or later"
          withAsterisk
          {...form.getInputProps('effectiveFrom')}
        />
        {from.zones.map((z) => (
          <fieldset key={z.zone} style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} size="sm" mb={4}>
              {z.label}
            </Text>
            <SimpleGrid cols={3} spacing="xs">
              {RATES.map((r) => (
                <NumberInput
                  key={r.key}
                  label={r.label}
                  aria-label={`${z.label}: ${r.label}`}
                  min={0}
                  allowDecimal={false}
                  hideControls
                  {...form.getInputProps(`rates.${z.zone}.${r.key}`)}
                />
              ))}
            </SimpleGrid>
          </fieldset>
        ))}
        <SimpleGrid cols={2} spacing="xs">
          <NumberInput
            label="COD charge (%)"
            description="Of the cash collected, rounded up to the taka"
            min={0}
            max={10}
            decimalScale={2}
            hideControls
            {...form.getInputProps('codPercent')}
          />
          <NumberInput
            label="Return charge (৳)"
            description="If a parcel comes back"
            min={0}
            allowDecimal={false}
            hideControls
            {...form.getInputProps('returnCharge')}
          />
        </SimpleGrid>
        <Button
          type="submit"
          loading={loading}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          Save rate card
        </Button>
      </Stack>
    </form>
  );
}
