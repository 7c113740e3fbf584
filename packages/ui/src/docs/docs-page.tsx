import {
  ArgTypes,
  Description,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { FlowSection } from './flow-section';
import { StoryViewOnly } from './story-view-only';
import { UsageSection } from './usage-section';

/**
 * The docs page of every component, block, flow and page (Storybook's autodocs, with this page
 * instead of the default one): the description from the component's comment, the primary story,
 * the usage notes (when to use it, when not, keyboard and screen reader, from `parameters.usage`),
 * for a flow its state diagram, states with their stories and messages (from `parameters.flow`),
 * the props with their `cva` variants, every other story once, and links to the stories that open
 * a dialog (shown in the story view only). The props are a read-only
 * table: the live controls sit in the story view's Controls panel.
 */
export function KitDocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  const single = Object.keys(csfFile.stories).length === 1;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      {single && <Description of="story" />}
      <UsageSection />
      <FlowSection />
      <Heading>Props</Heading>
      <ArgTypes />
      {!single && <Stories includePrimary={false} />}
      <StoryViewOnly />
    </>
  );
}
