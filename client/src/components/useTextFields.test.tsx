import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTextFields } from './useTextFields';

function Form() {
  const { values, field } = useTextFields({ name: '', body: '' });
  return (
    <form aria-label="Template">
      <input aria-label="Name" {...field('name')} />
      <textarea aria-label="Text" {...field('body')} />
      <output>{`${values.name}|${values.body}`}</output>
    </form>
  );
}

describe('useTextFields', () => {
  it('keeps what is typed when React works the state out later (two changes in one batch)', () => {
    render(<Form />);
    // Within one act, the second change's update waits for the render: an updater that read
    // the event's currentTarget then found it let go (null) and threw.
    act(() => {
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ধন্যবাদ' } });
      fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'প্রিয় {name}' } });
    });
    expect(screen.getByRole('form', { name: 'Template' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ধন্যবাদ|প্রিয় {name}');
  });
});
