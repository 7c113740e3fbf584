import { LANGUAGES } from '@academy/contract/languages';
import { Heading, Subheading, useOf } from '@storybook/addon-docs/blocks';
import { flowMessages } from '../i18n';
import { flowDiagram, flowGraph, flowTransitions } from './flow-diagram';
import { FlowDiagramView } from './flow-diagram-view';
import { type FlowDoc, flowDocsOf, LANGUAGE_NAMES, textOf } from './flow-docs';
import { flowStates, storyOfState } from './flow-states';
import { DocLink } from './links';

interface StoryRef {
  id: string;
  name: string;
  exportName: string;
}

function FlowStates({ flow, stories }: { flow: FlowDoc; stories: StoryRef[] }) {
  const states = flowStates(flow.machine);
  const described = states.some((state) => state.description);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">State</th>
          {described && <th scope="col">What it is for</th>}
          <th scope="col">Story</th>
        </tr>
      </thead>
      <tbody>
        {states.map((state) => {
          const story = storyOfState(state.name, stories);
          return (
            <tr key={state.name}>
              <td>
                <code>{state.name}</code>
              </td>
              {described && <td>{state.description ?? ''}</td>}
              <td>
                {story ? (
                  // Storybook stripes the rows with a grey its link colour fails on in dark;
                  // its docs styles are unlayered, so the colour needs `!`.
                  <DocLink
                    id={story.id}
                    view="story"
                    className="text-foreground! decoration-foreground/50 hover:text-foreground! hover:decoration-foreground"
                  >
                    {story.name}
                  </DocLink>
                ) : state.transient ? (
                  'Transient (left at once), no story'
                ) : (
                  'No story yet'
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function FlowMessages({ flow }: { flow: FlowDoc }) {
  if (flow.messages.length === 0) return <p>This flow shows no message of its own.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Key</th>
          {LANGUAGES.map((language) => (
            <th scope="col" key={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {flow.messages.map((key) => (
          <tr key={key}>
            <th scope="row">
              <code>{key}</code>
            </th>
            {LANGUAGES.map((language) => (
              <td key={language} lang={language}>
                {textOf(flowMessages[language], key) ?? '(no text)'}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FlowDocs({ flow, stories }: { flow: FlowDoc; stories: StoryRef[] }) {
  const { id } = flow.machine;
  const graph = flowGraph(flow.machine);
  const transitions = flowTransitions(graph);
  const states = flowStates(flow.machine);
  return (
    <>
      <Heading>{`The ${id} flow`}</Heading>
      <Subheading>States and events</Subheading>
      <figure className="m-0">
        <FlowDiagramView
          source={flowDiagram(flow.machine)}
          label={`State diagram of the ${id} flow: states ${states.map((s) => s.name).join(', ')}; its ${transitions.length} transitions are listed after it.`}
        />
        <figcaption>
          Generated from the machine <code>{id}</code>: a box per state (nested states inside their
          parent), an arrow per transition, labelled with its events, delays (<q>after …</q>), calls
          (<q>… done</q>, <q>… failed</q>) and guards (<q>[…]</q>).
        </figcaption>
      </figure>
      <details>
        <summary>The transitions as text</summary>
        <ul>
          {transitions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <Subheading>States</Subheading>
      <FlowStates flow={flow} stories={stories} />
      <Subheading>Messages</Subheading>
      <FlowMessages flow={flow} />
    </>
  );
}

/**
 * A flow's part of its docs page, from the meta's `parameters.flow` (nothing when it has none):
 * the state diagram generated from the machine, the states with a link to each one's story, and
 * the messages the flow can show in the five languages.
 */
export function FlowSection() {
  const { preparedMeta, csfFile } = useOf('meta', ['meta']);
  const flows = flowDocsOf(preparedMeta.parameters.flow);
  if (flows.length === 0) return null;
  const exports = Object.entries(csfFile.moduleExports);
  const stories = Object.values(csfFile.stories).map((story) => ({
    id: story.id,
    name: story.name,
    exportName: exports.find(([, value]) => value === story.moduleExport)?.[0] ?? story.name,
  }));
  return (
    <>
      {flows.map((flow) => (
        <FlowDocs key={flow.machine.id} flow={flow} stories={stories} />
      ))}
    </>
  );
}
