import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { usePageMeta } from '../usePageMeta';
import { PageHero, type PageHeroProps } from './PageHero';

interface InnerPageProps extends PageHeroProps {
  /** The page's name in the document title, and its meta description. */
  name: string;
  description: string;
  /**
   * The content sits in the page container ('md' for reading width); pages built of full-width
   * Sections pass false.
   */
  contained?: boolean | 'md';
  children: ReactNode;
}

/** Every page but home: title and description, the green banner with the <h1>, the content. */
export function InnerPage({
  name,
  description,
  contained = true,
  children,
  ...hero
}: InnerPageProps) {
  usePageMeta(name, description);
  return (
    <>
      <PageHero {...hero} />
      {contained ? (
        <Container size={contained === 'md' ? 'md' : 'lg'} py={{ base: 40, sm: 72 }}>
          {children}
        </Container>
      ) : (
        children
      )}
    </>
  );
}
