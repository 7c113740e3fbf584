import { Heading, useOf } from '@storybook/addon-docs/blocks';
import type { Usage } from './usage';

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The docs page's usage notes, from the meta's `parameters.usage` (nothing when it has none). */
export function UsageSection() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const usage = preparedMeta.parameters.usage as Usage | undefined;
  if (!usage) return null;
  return (
    <>
      <Heading>When to use</Heading>
      <Lines lines={usage.use} />
      <Heading>When not to use</Heading>
      <Lines lines={usage.avoid} />
      <Heading>Keyboard</Heading>
      {usage.keyboard.length === 0 ? (
        <p>Nothing in it takes focus: keyboard users pass over it.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {usage.keyboard.map(([keys, action]) => (
              <tr key={keys}>
                <td>
                  <kbd>{keys}</kbd>
                </td>
                <td>{action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Heading>Screen reader</Heading>
      <Lines lines={usage.screenReader} />
    </>
  );
}
