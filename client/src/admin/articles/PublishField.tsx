import { Group, Radio, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PublishValues } from './publishing';

/** Publish now, save as a draft, or schedule at a day and time in Dhaka. */
export function PublishField<V extends PublishValues>({ form }: { form: UseFormReturnType<V> }) {
  const schedule = form.values.publishMode === 'schedule';
  return (
    <Stack gap="xs">
      <Radio.Group label="Publishing" {...form.getInputProps('publishMode')}>
        <Group gap="lg" mt={6}>
          <Radio value="now" label="Publish now" />
          <Radio value="draft" label="Save as draft" />
          <Radio value="schedule" label="Schedule" />
        </Group>
      </Radio.Group>
      {schedule && (
        <Group gap="sm" align="flex-start">
          <TextInput
            label="Publish day"
            description="Dhaka time"
            type="date"
            withAsterisk
            w={180}
            {...form.getInputProps('publishDay')}
          />
          <TextInput
            label="Publish time"
            description="Dhaka time (UTC+6)"
            type="time"
            withAsterisk
            w={150}
            {...form.getInputProps('publishTime')}
          />
        </Group>
      )}
    </Stack>
  );
}
