import { Heading, useOf } from '@storybook/addon-docs/blocks';
import { DocLink } from './links';

/**
 * The stories left off the docs page because they open a dialog (tagged `!autodocs`: inline, the
 * dialog would cover the page and take its focus), linked to the story view where they show.
 */
export function StoryViewOnly() {
  const { csfFile } = useOf('meta', ['meta']);
  const hidden = Object.values(csfFile.stories).filter((story) =>
    story.tags?.includes('!autodocs'),
  );
  if (hidden.length === 0) return null;
  return (
    <>
      <Heading>Open dialogs</Heading>
      <p>These stories open a dialog over the page, so they show in the story view:</p>
      <ul>
        {hidden.map((story) => (
          <li key={story.id}>
            <DocLink id={story.id} view="story">
              {story.name}
            </DocLink>
          </li>
        ))}
      </ul>
    </>
  );
}
