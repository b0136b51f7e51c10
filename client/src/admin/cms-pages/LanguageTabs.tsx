import { Tabs } from '@mantine/core';

export type PageLocale = 'en' | 'bn';

/** English | বাংলা above the editor: each language of a page is its own copy and revisions. */
export function LanguageTabs({
  locale,
  onChange,
}: {
  locale: PageLocale;
  onChange: (locale: PageLocale) => void;
}) {
  return (
    <Tabs value={locale} onChange={(v) => onChange(v === 'bn' ? 'bn' : 'en')} mb="md">
      <Tabs.List aria-label="Language of the page">
        <Tabs.Tab value="en">English</Tabs.Tab>
        <Tabs.Tab value="bn" lang="bn">
          বাংলা
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
