import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../api/errors';
import type { MemberRow } from './useCmsDraft';

/** A team member's photo: upload one, change it, or go back to the drawn initials. */
export function MemberPhoto({
  members,
  index: i,
  uploadImage,
  onChange,
}: {
  members: MemberRow[];
  index: number;
  uploadImage: (file: File) => Promise<string>;
  onChange: (members: MemberRow[]) => void;
}) {
  const setPhoto = (url: string) =>
    onChange(members.map((m, j) => (j === i ? { ...m, photoUrl: url } : m)));
  return (
    <Group gap="sm">
      {members[i].photoUrl && <Image src={members[i].photoUrl} alt="" w={48} h={48} radius="xl" />}
      <FileButton
        accept="image/jpeg,image/png,image/webp,image/gif"
        onChange={(file) => {
          if (!file) return;
          uploadImage(file)
            .then(setPhoto)
            .catch((e: unknown) =>
              notifications.show({
                color: 'red',
                title: 'Photo not stored',
                message: errorMessage(e),
              }),
            );
        }}
      >
        {(props) => (
          <Button size="xs" variant="default" {...props}>
            {members[i].photoUrl ? 'Change photo' : 'Add photo'}
          </Button>
        )}
      </FileButton>
      {members[i].photoUrl ? (
        <Button size="xs" variant="subtle" onClick={() => setPhoto('')}>
          Use initials
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          Without a photo the page draws the initials.
        </Text>
      )}
    </Group>
  );
}
