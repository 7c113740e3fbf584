import { useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { Code, Frame, Table, td } from './foundations-parts';
import { tokenNames, tokens } from './tokens';

/** The type blocks: the font families and the type scale, measured as the browser draws them. */

function useComputed(property: 'fontSize' | 'lineHeight') {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState('');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setValue(getComputedStyle(element)[property]);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [property]);
  return [ref, value] as const;
}

function Specimen({
  className,
  label,
  family,
}: {
  className: string;
  label: string;
  family: string;
}) {
  const [ref, size] = useComputed('fontSize');
  return (
    <tr>
      <td className={cn(td, 'w-40')}>
        <Code>{label}</Code>
        <span className="text-muted-foreground mt-1 block text-xs tabular-nums">{size}</span>
      </td>
      <td className={td}>
        <span ref={ref} className={cn('block', family, className)}>
          Cosmetologia modernă · Косметология
        </span>
      </td>
    </tr>
  );
}

/** The two families of the tokens, each with its full stack. */
export function FontFamilies() {
  return (
    <Frame className="grid gap-4 sm:grid-cols-2">
      {(['sans', 'display'] as const).map((family) => (
        <div key={family} className="bg-surface rounded-lg border p-5">
          <p className={cn('text-4xl', family === 'sans' ? 'font-sans' : 'font-display')}>
            Aa Ăă Șș Жж
          </p>
          <p className="mt-3 text-sm font-semibold">
            <Code>font-{family}</Code>
          </p>
          <p className="text-muted-foreground mt-2 text-xs">{tokens.light[`font-${family}`]}</p>
        </div>
      ))}
    </Frame>
  );
}

/**
 * The type scale: the display sizes of the tokens (fluid, `clamp()`, measured at this width) and
 * the text sizes the kit uses, each shown in its family with its computed size.
 */
export function TypeScale() {
  const display = tokenNames('text').map((name) => ({
    label: name,
    className: `${name}`,
    value: tokens.light[name] ?? '',
  }));
  // Written out in full so Tailwind generates them.
  const DISPLAY_CLASSES: Record<string, string> = {
    'text-display-lg': 'text-display-lg',
    'text-display-md': 'text-display-md',
    'text-display-sm': 'text-display-sm',
  };
  const TEXT_CLASSES = [
    'text-4xl',
    'text-3xl',
    'text-2xl',
    'text-xl',
    'text-lg',
    'text-base',
    'text-sm',
    'text-xs',
  ];
  return (
    <Frame>
      <Table label="Type scale" head={['Class and size', 'Specimen']}>
        {display.map((entry) => (
          <Specimen
            key={entry.label}
            label={entry.label}
            family="font-display font-semibold"
            className={DISPLAY_CLASSES[entry.className] ?? ''}
          />
        ))}
        {TEXT_CLASSES.map((name) => (
          <Specimen key={name} label={name} family="font-sans" className={name} />
        ))}
      </Table>
    </Frame>
  );
}
