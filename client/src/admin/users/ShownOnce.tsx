import { Alert, Code, CopyButton, Button, Group, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

/** The password just set, shown this once so it can be handed over. */
export function ShownOnce({
  username,
  password,
  onClose,
}: {
  username: string;
  password: string;
  onClose: () => void;
}) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconKey size={18} aria-hidden />}
      title={`Password for ${username}`}
      withCloseButton
      onClose={onClose}
      closeButtonLabel="Hide the password"
    >
      <Text size="sm">
        Give it to {username} now: it is not shown again. They choose their own password when they
        first sign in with it.
      </Text>
      <Group gap="sm" mt="xs" wrap="wrap">
        <Code fz="md" data-testid="shown-password">
          {password}
        </Code>
        <CopyButton value={password}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
