// The page's words in English and Vietnamese: one catalogue a language
// (i18n/en.json, i18n/vi.json, the same keys: a test checks). `?lang=vi`,
// else the language picked here before, else the browser's, chooses; a
// switch changes it without reloading, and <html lang> follows.

export const UI_LANGS = [['en', 'English'], ['vi', 'Tiếng Việt']];

const STORE = 'queens.lang';
const catalogues = {};
let current = 'en';

/// The language asked for.
function wanted() {
  const known = (l) => UI_LANGS.some(([name]) => name === l);
  const asked = new URLSearchParams(location.search).get('lang');
  if (known(asked)) return asked;
  let kept = null;
  try { kept = localStorage.getItem(STORE); } catch { /* storage off */ }
  if (known(kept)) return kept;
  return (navigator.languages || [navigator.language]).some((l) => l && l.toLowerCase().startsWith('vi')) ? 'vi' : 'en';
}

/// Loads both catalogues and picks the language; call once at start.
export async function loadLanguages() {
  await Promise.all(UI_LANGS.map(async ([name]) => {
    // Over the words the drawers brought, if they came first.
    catalogues[name] = { ...catalogues[name], ...await (await fetch(`i18n/${name}.json`)).json() };
  }));
  current = wanted();
  document.documentElement.lang = current;
}

/// Adds a drawer's own words (its `words`: `{ en: { key: text }, vi: … }`)
/// to the catalogues, whose own words win: a puzzle's drawer carries its
/// words, so adding a puzzle needs no edit of the catalogues.
export function addWords(words = {}) {
  for (const [lang, table] of Object.entries(words)) catalogues[lang] = { ...table, ...catalogues[lang] };
}

/// The language on show.
export const uiLang = () => current;

/// Switches the language, remembered here and in the address (`?lang=`).
export function setUiLang(lang) {
  current = lang;
  document.documentElement.lang = lang;
  try { localStorage.setItem(STORE, lang); } catch { /* storage off */ }
  const url = new URL(location.href);
  url.searchParams.set('lang', lang);
  history.replaceState(null, '', url);
}

/// The words of `key` in the language on show, `{name}` filled from
/// `vars`; `fallback` (or the key) where no catalogue has it.
export function t(key, vars = {}, fallback = undefined) {
  const text = (catalogues[current] || {})[key] ?? (catalogues.en || {})[key] ?? fallback ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/// Whether the catalogues have `key`.
export const has = (key) => key in (catalogues.en || {});

/// A number as the language writes it (1,234 or 1.234).
export const num = (n) => n.toLocaleString(current === 'vi' ? 'vi' : 'en');

/// Fills the page's fixed words: `data-i18n` (the text), `data-i18n-title`
/// and `data-i18n-aria` (those attributes).
export function translatePage(root = document) {
  document.title = t('page.title');
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll('[data-i18n-aria]')) el.setAttribute('aria-label', t(el.dataset.i18nAria));
}
