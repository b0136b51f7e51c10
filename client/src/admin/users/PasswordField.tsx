import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { generatePassword } from './password';

/** A visible password box with a "generate" button: staff copy it and hand it over once. */
export function PasswordField(
  props: ComponentProps<typeof TextInput> & { onGenerate: (password: string) => void },
) {
  const { onGenerate, ...input } = props;
  return (
    <TextInput
      {...input}
      autoComplete="new-password"
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSection={
        <Tooltip label="Generate a password">
          <ActionIcon
            variant="subtle"
            aria-label="Generate a password"
            onClick={() => onGenerate(generatePassword())}
          >
            <IconRefresh size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
