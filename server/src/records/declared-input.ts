import { IsEmailAddress, IsPhone, RequiredText } from '../validation';
import type { FieldDeclaration } from './declaration';

/**
 * An input's property rules as its field declares them (its English label names it in the
 * messages): required text of at most `max` characters, an e-mail address, a phone number.
 */
export function Declared(field: FieldDeclaration) {
  const label = field.label?.en ?? '';
  return (target: object, property: string) => {
    // In the order the hand-written decorators registered them (the lowest applies first).
    if (field.type === 'email') IsEmailAddress(label)(target, property);
    if (field.type === 'phone') IsPhone(label)(target, property);
    if (field.required && field.max) RequiredText(label, field.max)(target, property);
  };
}
