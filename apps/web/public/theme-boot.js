/*
 * Puts the remembered colour theme on <html> before the first paint. The app itself loads as a
 * deferred module, so without this a dark-theme visitor saw the light page until it ran. Same rules
 * and storage key as src/lib/theme.ts (applyTheme/storedTheme), which takes over once loaded.
 */
(function () {
  try {
    var setting = localStorage.getItem('theme');
    var dark = setting === 'dark' || (setting === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.dataset.theme = dark ? 'dark' : 'light';
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // storage refused: the light theme, as the app's default
  }
})();
