import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  TextInput,
  Title,
  Input,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconUserPlus } from '@tabler/icons-react';
import { errorMessage, fieldErrorsOf, hasErrorCode } from '../../api/errors';
import { FormProblem } from '../../components/FormProblem';
import { PasswordField } from './PasswordField';
import { generatePassword, MIN_PASSWORD, passwordProblem } from './password';
import { CreateStaffUserMutation } from './userDocuments';

const USERNAME = /^[A-Za-z0-9._-]{3,64}$/;

export const ROLE_OPTIONS = [
  { value: 'editor', label: 'Editor' },
  // Partners' documents: their files, numbers and review (PRODUCT.md §23).
  { value: 'compliance', label: 'Compliance' },
  { value: 'admin', label: 'Admin' },
];

/** Username, role and a password (generated, or typed) → a new staff account. */
export function CreateUserForm({
  onCreated,
}: {
  onCreated: (username: string, password: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateStaffUserMutation, {
    context: { silent: true, silentCodes: ['CONFLICT'] },
    refetchQueries: ['StaffUsers'],
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', role: 'editor', password: generatePassword() },
    validateInputOnBlur: true,
    validate: {
      username: (v) =>
        !v.trim()
          ? 'Username is required'
          : USERNAME.test(v.trim())
            ? null
            : 'Username must be 3 to 64 letters, digits, dots, dashes or underscores',
      password: (v) => passwordProblem(v),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const input = {
      username: values.username.trim(),
      role: values.role,
      password: values.password,
    };
    try {
      await create({ variables: { input } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) form.setErrors(fields);
      else if (hasErrorCode(error, 'CONFLICT')) form.setFieldError('username', errorMessage(error));
      else setProblem(errorMessage(error));
      return;
    }
    onCreated(input.username, input.password);
    form.setValues({ username: '', role: 'editor', password: generatePassword() });
    form.resetDirty();
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} fz="lg">
            Add a staff account
          </Title>
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label="Username"
              required
              autoComplete="off"
              miw={200}
              {...form.getInputProps('username')}
            />
            <PasswordField
              label="Password"
              description={`Generated; type your own if you prefer (${MIN_PASSWORD}+ characters)`}
              required
              miw={240}
              {...form.getInputProps('password')}
              onGenerate={(p) => form.setFieldValue('password', p)}
            />
          </Group>
          <Input.Wrapper label="Role" description="Editors manage content only">
            <div>
              <SegmentedControl
                mt={4}
                data={ROLE_OPTIONS}
                aria-label="Role"
                {...form.getInputProps('role')}
              />
            </div>
          </Input.Wrapper>
          <FormProblem>{problem}</FormProblem>
          <Group>
            <Button
              type="submit"
              loading={loading}
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              Create account
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
