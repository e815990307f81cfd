import '@testing-library/jest-dom/vitest';
import { i18nReady, initI18n } from '../i18n/i18n';
import { NAMESPACES } from '../i18n/languages';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// MUI pages render slowly in jsdom when the machine is busy (CI, parallel suites): give
// findBy* and waitFor more than the default 1 s before they fail.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// Components read their words through react-i18next; tests see English, every namespace loaded up front (in the
// app the pages wait for their texts behind Suspense).
initI18n('en');
await i18nReady([...NAMESPACES]);
