import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { errorCodes } from '../../api/errors';
import { setIdentityAsker } from '../../api/stepUp';
import { useT } from '../../i18n/i18n';
import { FormProblem } from '../../components/FormProblem';
import { StartPasskeySignInMutation } from '../../auth/loginDocument';
import { ConfirmIdentityMutation } from './confirmIdentityDocuments';

type Way = 'password' | 'code';

/**
 * Step-up, asked in place (PRODUCT.md §19): when the server answers that a change of the
 * account's own security needs a fresh proof, this asks for the password, a code from the app or
 * a passkey, confirms it, and the change that was refused is sent again (api/stepUp.ts). Its
 * texts are in both catalogs; the back office itself runs in English today.
 */
export function ConfirmIdentityPrompt() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [way, setWay] = useState<Way>('password');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const context = { handlesAllErrors: true };
  const [confirm] = useMutation(ConfirmIdentityMutation, { context });
  const [startPasskey] = useMutation(StartPasskeySignInMutation, { context });

  useEffect(
    () =>
      setIdentityAsker(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setWay('password');
            setValue('');
            setProblem(null);
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  };

  /** What went wrong, in the page's language: the server's refusals are told by their kind. */
  const say = (error: unknown, wrong: string) => {
    const codes = errorCodes(error);
    if (codes.includes('LOCKED') || codes.includes('TOO_MANY_REQUESTS')) return t('stepUp.tooMany');
    if (codes.includes('BAD_USER_INPUT')) return wrong;
    return t('stepUp.failed');
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setProblem(t(way === 'password' ? 'stepUp.passwordMissing' : 'stepUp.codeMissing'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await confirm({ variables: way === 'password' ? { password: value } : { code: value } });
      finish(true);
    } catch (error) {
      setProblem(say(error, t(way === 'password' ? 'stepUp.wrongPassword' : 'stepUp.wrongCode')));
    } finally {
      setBusy(false);
    }
  };

  const withPasskey = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const { data } = await startPasskey();
      if (!data) return;
      const response = await startAuthentication({
        optionsJSON: JSON.parse(data.startPasskeySignIn),
      });
      await confirm({ variables: { passkey: JSON.stringify(response) } });
      finish(true);
    } catch (error) {
      setProblem(
        error instanceof Error && error.name === 'NotAllowedError'
          ? t('stepUp.passkeyCancelled')
          : say(error, t('stepUp.passkeyRefused')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={open}
      onClose={() => finish(false)}
      title={t('stepUp.title')}
      closeButtonProps={{ 'aria-label': t('stepUp.cancel') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('stepUp.why')}</Text>
          {way === 'password' ? (
            <PasswordInput
              label={t('stepUp.password')}
              autoComplete="current-password"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              data-autofocus
            />
          ) : (
            <TextInput
              label={t('stepUp.code')}
              description={t('stepUp.codeHelp')}
              autoComplete="one-time-code"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              data-autofocus
            />
          )}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setWay(way === 'password' ? 'code' : 'password');
              setValue('');
              setProblem(null);
            }}
          >
            {t(way === 'password' ? 'stepUp.useCode' : 'stepUp.usePassword')}
          </Anchor>
          <FormProblem>{problem}</FormProblem>
          <Group justify="space-between">
            <Button variant="default" onClick={() => void withPasskey()} disabled={busy}>
              {t('stepUp.usePasskey')}
            </Button>
            <Group gap="xs">
              <Button variant="subtle" onClick={() => finish(false)}>
                {t('stepUp.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('stepUp.confirm')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
