import type { ReactNode } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { formatDateTime } from '../format';

export interface ContactMessageView {
  name: string;
  contactNumber: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The whole of one contact message, with a reply link. */
export function MessageDialog({
  message,
  onClose,
}: {
  message: ContactMessageView | null;
  onClose: () => void;
}) {
  const reply = message
    ? `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`
    : '';
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message?.subject ?? ''}
      size="lg"
      centered
      radius="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {message && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Detail label="From">{message.name}</Detail>
            <Detail label="Received">{formatDateTime(message.createdAt)}</Detail>
            <Detail label="Email">
              <EmailLink email={message.email} />
            </Detail>
            <Detail label="Contact Number">
              <PhoneLink phone={message.contactNumber} />
            </Detail>
          </SimpleGrid>
          <Text
            size="sm"
            p="md"
            bg="gray.0"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 8 }}
          >
            {message.message}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              component="a"
              href={reply}
              leftSection={<IconMailForward size={16} aria-hidden />}
            >
              Reply by e-mail
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
