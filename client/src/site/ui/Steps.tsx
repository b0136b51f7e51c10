import blocks from './blocks.module.css';

export interface Step {
  title: string;
  text: string;
}

interface StepsProps {
  steps: Step[];
  /** Cards with the number on top (pages), or a compact list with numbers on the left. */
  look?: 'cards' | 'list';
  className?: string;
}

/** Numbered steps: how it works, how we hire, how we deliver. */
export function Steps({ steps, look = 'cards', className = '' }: StepsProps) {
  const Title = look === 'cards' ? 'h3' : 'strong';
  return (
    <ol className={`${look === 'cards' ? blocks.stepCards : blocks.numberList} ${className}`}>
      {steps.map((step) => (
        <li key={step.title}>
          <Title>{step.title}</Title>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
