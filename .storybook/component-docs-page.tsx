import { Controls, Description, Heading, Markdown, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

/** Storybook's React renderer reads a component's JSDoc through this parameter (react-docgen's output). */
type DescriptionExtractor = (component: unknown, context: { component: unknown; parameters: unknown }) => string | null | undefined;

function isDescriptionExtractor(value: unknown): value is DescriptionExtractor {
  return typeof value === 'function';
}

/**
 * The component's own JSDoc: how it behaves (keyboard, focus, what it announces). Storybook's
 * default page shows it only when the meta has no description, and every component's meta says
 * when to use it, so this page shows both.
 */
function ComponentBehaviour() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const { component, parameters } = preparedMeta;
  const docs: unknown = parameters['docs'];
  const extract =
    docs !== null && typeof docs === 'object' && 'extractComponentDescription' in docs ? docs.extractComponentDescription : undefined;
  const behaviour = component !== undefined && isDescriptionExtractor(extract) ? extract(component, { component, parameters }) : undefined;
  if (!behaviour) return null;
  return (
    <>
      <Heading>How it behaves</Heading>
      <Markdown>{behaviour}</Markdown>
    </>
  );
}

/**
 * Every component's docs page (autodocs): Storybook's default page, with the component's JSDoc
 * under the meta's "when to use" description instead of hidden by it.
 */
export function ComponentDocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  const isSingleStory = Object.keys(csfFile.stories).length === 1;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <ComponentBehaviour />
      {isSingleStory ? <Description of="story" /> : null}
      <Primary />
      <Controls />
      {isSingleStory ? null : <Stories />}
    </>
  );
}
