import { useId } from 'react';
import { Chip, Group, Input, Stack } from '@mantine/core';
import type { RegistrationKind } from '../../gql/graphql';
import { REGISTRATION_KINDS } from './registrationKinds';

const ALL = 'ALL';

/** All / Driver / Customer / Fleet partner / Merchant: one choice, wrapping on phones. */
export function KindFilter({
  value,
  onChange,
}: {
  value: RegistrationKind | null;
  onChange: (kind: RegistrationKind | null) => void;
}) {
  const labelId = useId();
  const options = [{ value: ALL, label: 'All' }, ...REGISTRATION_KINDS];
  return (
    <Stack gap={4}>
      <Input.Label component="span" id={labelId}>
        Kind
      </Input.Label>
      <Chip.Group
        multiple={false}
        value={value ?? ALL}
        onChange={(next) => onChange(next === ALL ? null : (next as RegistrationKind))}
      >
        <Group gap={6} role="radiogroup" aria-labelledby={labelId} mih={36} align="center">
          {options.map((option) => (
            <Chip key={option.value} value={option.value} type="radio" name="kind" size="sm">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
