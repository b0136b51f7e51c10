import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { ReplyBox } from '../messages/ReplyBox';
import { FilledReplyTemplateQuery, ReplyTemplatesQuery } from './caseDocuments';
import { slashWord } from './TemplatePicker';

const template = (id: number, name: string, language: string, body: string) => ({
  __typename: 'ReplyTemplate' as const,
  id,
  name,
  language,
  subject: '',
  body,
});

jest.setTimeout(30_000);

describe('templates in the reply box', () => {
  it('reads the word typed after /', () => {
    expect(slashWord('/than')).toBe('than');
    expect(slashWord('Hello /Ref')).toBe('ref');
    expect(slashWord('a/b')).toBeNull();
    expect(slashWord('/done now')).toBeNull();
  });

  it('offers the templates on /, shows one filled in for the visitor, then puts it in the reply', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ReplyBox
        messageId={7}
        email="rasheda@example.com"
        language="bn"
        mailConfigured
        onSent={() => undefined}
      />,
      {
        mocks: [
          {
            request: { query: ReplyTemplatesQuery, variables: { language: 'bn' } },
            result: {
              data: {
                replyTemplates: [
                  template(2, 'ধন্যবাদ', 'bn', 'প্রিয় {name}, ধন্যবাদ।'),
                  template(1, 'thanks', 'en', 'Dear {name}, thank you.'),
                ],
              },
            },
          },
          {
            request: {
              query: FilledReplyTemplateQuery,
              variables: { templateId: 2, messageId: 7 },
            },
            result: { data: { filledReplyTemplate: 'প্রিয় রাশেদা খাতুন, ধন্যবাদ।' } },
          },
        ] as never,
      },
    );
    const reply = screen.getByLabelText(/Your reply/);
    await user.type(reply, '/');
    expect(await screen.findByRole('option', { name: /ধন্যবাদ/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /thanks/ })).toBeInTheDocument();
    await user.type(reply, 'ধন্য');
    expect(screen.queryByRole('option', { name: /thanks/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: /ধন্যবাদ/ }));
    expect(await screen.findByText('প্রিয় রাশেদা খাতুন, ধন্যবাদ।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this reply' }));
    expect(reply).toHaveValue('প্রিয় রাশেদা খাতুন, ধন্যবাদ।');
    expect(screen.queryByRole('listbox', { name: 'Reply templates' })).toBeNull();
  });
});
