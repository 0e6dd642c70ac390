// The page's words in English and Vietnamese: one catalogue a language
// (i18n/en.json, i18n/vi.json, the same keys: a test checks), fetched
// when the language is first shown. `?lang=vi`, else the language picked
// here before, else the browser's, chooses; a switch changes it without
// reloading, and <html lang> follows.
//
// The engine's refusals come in English (the API's words); the
// catalogues hold each one as a template, `error:<the English, with
// {placeholders}>`, whose value is the words in that language, so a
// refusal is said in the page's language (`translateError`).

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

const fetched = new Set();

/// Fetches a language's catalogue, once.
async function fetchCatalogue(name) {
  if (fetched.has(name)) return;
  const words = await (await fetch(`i18n/${name}.json`)).json();
  // Over the words the drawers brought, if they came first.
  catalogues[name] = { ...catalogues[name], ...words };
  fetched.add(name);
  templates = null;
}

/// Picks the language and loads its catalogue; call once at start.
export async function loadLanguages() {
  current = wanted();
  document.documentElement.lang = current;
  await fetchCatalogue(current);
}

/// Adds a drawer's own words (its `words`: `{ en: { key: text }, vi: … }`)
/// to the catalogues, whose own words win: a puzzle's drawer carries its
/// words, so adding a puzzle needs no edit of the catalogues.
export function addWords(words = {}) {
  for (const [lang, table] of Object.entries(words)) catalogues[lang] = { ...table, ...catalogues[lang] };
}

/// The language on show.
export const uiLang = () => current;

/// Switches the language (its catalogue fetched the first time),
/// remembered here and in the address (`?lang=`).
export async function setUiLang(lang) {
  await fetchCatalogue(lang);
  current = lang;
  templates = null;
  document.documentElement.lang = lang;
  try { localStorage.setItem(STORE, lang); } catch { /* storage off */ }
  const url = new URL(location.href);
  url.searchParams.set('lang', lang);
  history.replaceState(null, '', url);
}

// The listings' comments in a language other than English: one
// catalogue, `i18n/code-<lang>.json` (the English comment, a run of
// whole-line comments joined by line breaks, to its words, line for
// line), fetched when a listing is first shown in that language.
const codeCatalogues = {};

/// Fetches the listings' comments in the language on show, once (none
/// for English).
export async function loadCodeWords() {
  const lang = current;
  if (lang === 'en' || lang in codeCatalogues) return;
  codeCatalogues[lang] = null;
  try {
    codeCatalogues[lang] = await (await fetch(`i18n/code-${lang}.json`)).json();
  } catch {
    delete codeCatalogues[lang]; // tried again next time
  }
}

/// The listings' comments in the language on show, if loaded; null for
/// English (the listings' own).
export const codeWords = () => codeCatalogues[current] || null;

/// The words of `key` in the language on show, `{name}` filled from
/// `vars`; `fallback` (or the key) where no catalogue has it.
export function t(key, vars = {}, fallback = undefined) {
  const text = (catalogues[current] || {})[key] ?? (catalogues.en || {})[key] ?? fallback ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/// Whether the catalogues have `key`.
export const has = (key) => key in (catalogues[current] || {}) || key in (catalogues.en || {});

/// The placeholders of an error template whose values are words to say
/// in turn (a reason inside a reason); the others are data (numbers,
/// the input quoted), kept as they are.
const WORDS = new Set(['detail', 'why']);

/// The error templates of the catalogue on show, the longest first (the
/// most specific wins): [parts of the English, the words on show].
let templates = null;

function errorTemplates() {
  if (templates) return templates;
  templates = Object.entries(catalogues[current] || {})
    .filter(([key]) => key.startsWith('error:'))
    .map(([key, words]) => [key.slice('error:'.length).split(/\{(\w+)\}/), words])
    .sort((a, b) => b[0].filter((_, i) => i % 2 === 0).join('').length - a[0].filter((_, i) => i % 2 === 0).join('').length);
  return templates;
}

/// The values of the placeholders when `text` is the template `parts`
/// (literal, name, literal, …), or null.
function match(parts, text, at = 0, i = 0, vars = {}) {
  if (i === parts.length) return at === text.length ? vars : null;
  if (i % 2 === 0) {
    return text.startsWith(parts[i], at) ? match(parts, text, at + parts[i].length, i + 1, vars) : null;
  }
  // A placeholder takes one character or more: the fewest that let the
  // rest match.
  for (let end = at + 1; end <= text.length; end++) {
    // Data (a name, a number, the input quoted) is never a sentence.
    if (!WORDS.has(parts[i]) && text.slice(at, end).includes(': ')) break;
    const found = match(parts, text, end, i + 1, { ...vars, [parts[i]]: text.slice(at, end) });
    if (found) return found;
  }
  return null;
}

function translated(text) {
  for (const [parts, words] of errorTemplates()) {
    const vars = match(parts, text);
    if (!vars) continue;
    for (const name of Object.keys(vars)) {
      if (WORDS.has(name)) vars[name] = translated(vars[name]) ?? vars[name];
    }
    return words.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? vars[name] : m));
  }
  return null;
}

/// A refusal of the engine (its English words) in the page's language.
export function translateError(message) {
  if (current === 'en') return message;
  return translated(String(message)) ?? message;
}

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
