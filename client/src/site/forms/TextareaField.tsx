import { useId, useLayoutEffect, useRef } from 'react';
import type { FieldProps } from './useIslandForm';
import { controlProps, Wrapper, type FormLike } from './wrapper';

/**
 * The height (border box) that shows the text area's text, between `minRows` and `maxRows` rows,
 * measured as Mantine's Textarea does: in a hidden copy of it beside it (same attributes, width
 * and font), a row being the height of one line of text.
 */
function fitHeight(node: HTMLTextAreaElement, minRows: number, maxRows: number): number {
  const style = getComputedStyle(node);
  const px = (...values: string[]) => values.reduce((sum, v) => sum + (parseFloat(v) || 0), 0);
  const border = px(style.borderTopWidth, style.borderBottomWidth);
  const padding = px(style.paddingTop, style.paddingBottom);
  const probe = node.cloneNode() as HTMLTextAreaElement;
  for (const name of ['id', 'name', 'aria-invalid', 'aria-describedby'])
    probe.removeAttribute(name);
  probe.setAttribute('aria-hidden', 'true');
  probe.tabIndex = -1;
  const hidden = 'position:absolute;visibility:hidden;overflow:hidden;top:0;right:0;z-index:-1000';
  probe.style.cssText = `${hidden};height:0;min-height:0;max-height:none;width:${style.width}`;
  node.after(probe);
  probe.value = node.value || node.placeholder || 'x';
  const text = probe.scrollHeight - padding;
  probe.value = 'x';
  const row = probe.scrollHeight - padding;
  probe.remove();
  return border + padding + Math.min(row * maxRows, Math.max(row * minRows, text));
}

/**
 * A text area that grows with its text from `minRows` to `maxRows` (Mantine's `autosize`): its
 * rows are the minimum, and after each change its height fits the text, up to the maximum.
 */
export function TextareaField({
  form,
  name,
  label,
  minRows,
  maxRows,
}: {
  form: FormLike;
  name: string;
  label: string;
  minRows: number;
  maxRows: number;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const field = form.getInputProps(name) as FieldProps;
  useLayoutEffect(() => {
    if (ref.current)
      ref.current.style.setProperty(
        'height',
        `${fitHeight(ref.current, minRows, maxRows)}px`,
        'important',
      );
  }, [field.value, minRows, maxRows]);
  return (
    <Wrapper kind="Textarea" id={id} label={label} required error={field.error}>
      <textarea ref={ref} rows={minRows} {...controlProps('Textarea', id, name, field)} />
    </Wrapper>
  );
}
