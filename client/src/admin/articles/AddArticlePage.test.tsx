import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '../../test/render';
import { AddArticlePage } from './AddArticlePage';
import { CreateNewsMutation, CreatePressMutation } from './articleDocuments';
import { NEWS, PRESS, type ArticleKind } from './articleKinds';

const image = new File(['png-bytes'], 'bus.png', { type: 'image/png' });

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  container: HTMLElement,
  kind: ArticleKind,
) {
  await user.type(screen.getByLabelText(new RegExp(kind.titleLabel)), 'New route to Sylhet');
  await user.type(screen.getByLabelText(/Description/), 'Rides now reach Sylhet.');
  await user.type(screen.getByLabelText(/Date/), '2022-03-05');
  await user.upload(fileInput(container), image);
}

const variables = {
  input: {
    title: 'New route to Sylhet',
    description: 'Rides now reach Sylhet.',
    date: '2022-03-05',
    // The optional Bangla copy, left empty: sent as empty, stored as none.
    titleBn: '',
    descriptionBn: '',
  },
  image,
};

describe.each([
  [NEWS, 'Add News', 'News Title', 'News title is required'],
  [PRESS, 'Add Press Coverage', 'Press Title', 'Press title is required'],
])('AddArticlePage (%#)', (kind, heading, titleLabel, titleMessage) => {
  it(`starts with the ${kind.addButton} button disabled`, () => {
    renderWithProviders(<AddArticlePage kind={kind} />);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(titleLabel))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: kind.addButton })).toBeDisabled();
    expect(screen.queryByText(titleMessage)).not.toBeInTheDocument();
  });

  it('shows each required message once its field is touched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddArticlePage kind={kind} />);
    await user.click(screen.getByLabelText(new RegExp(titleLabel)));
    await user.click(screen.getByLabelText(/Description/));
    expect(screen.getByText(titleMessage)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Date/));
    expect(screen.getByText('description is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Image/));
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText(new RegExp(titleLabel)));
    expect(screen.getByText('Image is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: kind.addButton })).toBeDisabled();
  });
});

describe('AddArticlePage', () => {
  it('enables the button when the form is valid, adds the press article and resets', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: CreatePressMutation, variables },
        result: { data: { saved: { __typename: 'PressCoverage' as const, id: 42 } } },
      },
    ];
    const { container } = renderWithProviders(<AddArticlePage kind={PRESS} />, { mocks });
    await fillForm(user, container, PRESS);
    const submit = screen.getByRole('button', { name: 'Add Press' });
    expect(submit).toBeEnabled();
    expect(
      await screen.findByRole('img', { name: 'Preview of the chosen image' }),
    ).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText('Press coverage added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Press Title/)).toHaveValue(''));
    expect(screen.getByLabelText(/Description/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add Press' })).toBeDisabled();
  });

  it('shows the server field errors on the fields', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: CreateNewsMutation, variables },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ field: 'input.title', message: 'Title is too long' }],
              },
            }),
          ],
        },
      },
    ];
    const { container } = renderWithProviders(<AddArticlePage kind={NEWS} />, { mocks });
    await fillForm(user, container, NEWS);
    await user.click(screen.getByRole('button', { name: 'Add News' }));
    expect(await screen.findByText('Title is too long')).toBeInTheDocument();
    expect(screen.getByLabelText(/News Title/)).toHaveValue('New route to Sylhet');
  });
});

describe('AddArticlePage publishing choice', () => {
  const created = { data: { saved: { __typename: 'News' as const, id: 7 } } };

  it('saves a draft', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: {
          query: CreateNewsMutation,
          variables: { ...variables, input: { ...variables.input, draft: true } },
        },
        result: created,
      },
    ];
    const { container } = renderWithProviders(<AddArticlePage kind={NEWS} />, { mocks });
    await fillForm(user, container, NEWS);
    await user.click(screen.getByRole('radio', { name: 'Save as draft' }));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(/is saved as a draft/)).toBeInTheDocument();
  });

  it('schedules at a day and time in Dhaka, refusing a time in the past', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: {
          query: CreateNewsMutation,
          variables: {
            ...variables,
            input: { ...variables.input, draft: false, publishAt: '2030-01-02T09:00:00+06:00' },
          },
        },
        result: created,
      },
    ];
    const { container } = renderWithProviders(<AddArticlePage kind={NEWS} />, { mocks });
    await fillForm(user, container, NEWS);
    await user.click(screen.getByRole('radio', { name: 'Schedule' }));
    const submit = screen.getByRole('button', { name: 'Schedule' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Publish day/), '2020-01-02');
    await user.type(screen.getByLabelText(/Publish time/), '09:00');
    expect(await screen.findByText('Choose a time in the future')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText(/Publish day/));
    await user.type(screen.getByLabelText(/Publish day/), '2030-01-02');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(
      await screen.findByText(/will be published on 2030-01-02 at 09:00 \(Dhaka time\)/),
    ).toBeInTheDocument();
  });
});
