import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initLanguage } from './i18n';
import { appStorage } from './lib/storage';
import { initTheme } from './lib/theme';
import './app/styles.css';

initTheme();

void initLanguage(appStorage()).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
