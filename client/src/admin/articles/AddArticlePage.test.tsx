import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '../../test/render';
import { AddNewsPage } from './AddNewsPage';
import { CreateNewsMutation } from './newsDocuments';

const image = new File(['png-bytes'], 'bus.png', { type: 'image/png' });

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, container: HTMLElement) {
  await user.type(screen.getByLabelText(/News Title/), 'New route to Sylhet');
  await user.type(screen.getByLabelText(/Description/), 'Rides now reach Sylhet.');
  await user.type(screen.getByLabelText(/Date/), '2022-03-05');
  await user.upload(fileInput(container), image);
}

const variables = {
  input: {
    title: 'New route to Sylhet',
    description: 'Rides now reach Sylhet.',
    date: '2022-03-05',
  },
  image,
};

describe('AddNewsPage', () => {
  it('starts with the Add News button disabled', () => {
    renderWithProviders(<AddNewsPage />);
    expect(screen.getByRole('heading', { name: 'Add News' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add News' })).toBeDisabled();
    expect(screen.queryByText('News title is required')).not.toBeInTheDocument();
  });

  it('shows each required message once its field is touched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddNewsPage />);
    await user.click(screen.getByLabelText(/News Title/));
    await user.click(screen.getByLabelText(/Description/));
    expect(screen.getByText('News title is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Date/));
    expect(screen.getByText('description is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Image/));
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/News Title/));
    expect(screen.getByText('Image is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add News' })).toBeDisabled();
  });

  it('enables the button when the form is valid, adds the news and resets', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: CreateNewsMutation, variables },
        result: {
          data: {
            createNews: {
              __typename: 'News' as const,
              id: 42,
              ...variables.input,
              imageUrl: '/uploads/a.png',
              imageWebpUrl: '/uploads/a.webp',
            },
          },
        },
      },
    ];
    const { container } = renderWithProviders(<AddNewsPage />, { mocks });
    await fillForm(user, container);
    const submit = screen.getByRole('button', { name: 'Add News' });
    expect(submit).toBeEnabled();
    expect(
      await screen.findByRole('img', { name: 'Preview of the chosen image' }),
    ).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText('News added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/News Title/)).toHaveValue(''));
    expect(screen.getByLabelText(/Description/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add News' })).toBeDisabled();
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
    const { container } = renderWithProviders(<AddNewsPage />, { mocks });
    await fillForm(user, container);
    await user.click(screen.getByRole('button', { name: 'Add News' }));
    expect(await screen.findByText('Title is too long')).toBeInTheDocument();
    expect(screen.getByLabelText(/News Title/)).toHaveValue('New route to Sylhet');
  });
});
