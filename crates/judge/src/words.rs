//! Words for people, in English or Vietnamese: a [`Message`] is a key of
//! the page's catalogue (`crates/web/assets/i18n/en.json` and `vi.json`,
//! the `judge.…` keys) and the values of its `{placeholders}`; it is
//! worded in a [`Locale`] only when shown. The catalogue test of the web
//! crate checks that both languages have every key, with the same
//! placeholders.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Serialize;

/// The languages the judge speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
pub enum Locale {
    /// English.
    #[default]
    En,
    /// Vietnamese.
    Vi,
}

impl Locale {
    /// Both, English first.
    pub const ALL: [Locale; 2] = [Locale::En, Locale::Vi];

    /// `en` or `vi`.
    pub fn name(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Vi => "vi",
        }
    }

    /// The language a POSIX locale names (`vi_VN.UTF-8`, `en_US`, `C`):
    /// Vietnamese for `vi…`, English otherwise.
    pub fn of_posix(value: &str) -> Locale {
        if value.trim().to_ascii_lowercase().starts_with("vi") {
            Locale::Vi
        } else {
            Locale::En
        }
    }

    fn catalogue(self) -> &'static HashMap<String, String> {
        static CATALOGUES: OnceLock<[HashMap<String, String>; 2]> = OnceLock::new();
        let all = CATALOGUES.get_or_init(|| {
            web::CATALOGUES.map(|(name, text)| {
                serde_json::from_str(text).unwrap_or_else(|e| {
                    panic!("the page's catalogue {name}.json is not a JSON object of words: {e}")
                })
            })
        });
        &all[self as usize]
    }
}

impl std::str::FromStr for Locale {
    type Err = UnknownLocale;

    fn from_str(s: &str) -> Result<Locale, UnknownLocale> {
        Locale::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| UnknownLocale(s.to_owned()))
    }
}

/// A name that is none of [`Locale::ALL`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no words in `{0}`: en or vi")]
pub struct UnknownLocale(pub String);

/// A value for a placeholder: text as it is, or words of their own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Shown as it is (a number, a line of code).
    Text(String),
    /// Worded in the message's language.
    Words(Message),
}

/// Words to show: a catalogue key (`judge.wa.number`) and the values of
/// its placeholders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The catalogue's key.
    pub key: &'static str,
    /// The placeholders' values, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// The words of `key`, with no placeholders filled yet.
    pub fn new(key: &'static str) -> Message {
        Message {
            key,
            args: Vec::new(),
        }
    }

    /// Fills the placeholder `name` with `value` as it is.
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Message {
        self.args.push((name, Arg::Text(value.to_string())));
        self
    }

    /// Fills the placeholder `name` with words of their own.
    pub fn with_words(mut self, name: &'static str, words: Message) -> Message {
        self.args.push((name, Arg::Words(words)));
        self
    }

    /// The message in `locale` (English where the catalogue lacks the
    /// key, the key itself where both do).
    pub fn show(&self, locale: Locale) -> String {
        let template = locale
            .catalogue()
            .get(self.key)
            .or_else(|| Locale::En.catalogue().get(self.key))
            .map_or(self.key, String::as_str);
        let mut out = String::with_capacity(template.len() + 16);
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            match after.find('}') {
                Some(close) if self.arg(&after[..close]).is_some() => {
                    match self.arg(&after[..close]).expect("checked") {
                        Arg::Text(t) => out.push_str(t),
                        Arg::Words(m) => out.push_str(&m.show(locale)),
                    }
                    rest = &after[close + 1..];
                }
                _ => {
                    out.push('{');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }

    fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// The catalogue keys the judge may show, besides those of the tasks',
/// the verdicts' and the bugs' words: the tests check that both
/// catalogues have them all.
#[cfg(test)]
const KEYS: &[&str] = &[
    "judge.task",
    "judge.task.guessed",
    "judge.language",
    "judge.test",
    "judge.summary",
    "judge.first",
    "judge.input",
    "judge.expected",
    "judge.received",
    "judge.nothing",
    "judge.more-lines",
    "judge.steps-aside",
    "judge.ce",
    "judge.re.status",
    "judge.re.signal",
    "judge.tle.cpu",
    "judge.tle.wall",
    "judge.mle",
    "judge.output-cap",
    "judge.wa.empty",
    "judge.wa.number",
    "judge.wa.extra",
    "judge.wa.line",
    "judge.wa.lines",
    "judge.wa.parse",
    "judge.wa.sudoku-size",
    "judge.wa.sudoku-given",
    "judge.wa.sudoku-clash",
    "judge.wa.sudoku-differs",
    "judge.wa.sudoku-empty",
    "judge.wa.board-rows",
    "judge.wa.board-width",
    "judge.wa.board-char",
    "judge.wa.board-queens",
    "judge.wa.board-attack",
    "judge.wa.board-twice",
    "judge.wa.board-missing",
    "judge.wa.list-twice",
    "judge.wa.list-missing",
    "judge.wa.list-extra",
    "judge.unit.row",
    "judge.unit.column",
    "judge.unit.box",
    "judge.line.column",
    "judge.line.diagonal",
    "judge.line.anti-diagonal",
    "judge.bug",
    "judge.fix",
    "judge.no-bug",
    "judge.trace.offer",
    "judge.trace.guessed",
    "judge.trace.parted",
    "judge.trace.yours-end",
    "judge.trace.ours-end",
    "judge.trace.same",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_in_either_language() {
        let m = Message::new("judge.wa.number")
            .with("expected", 92)
            .with("got", 184);
        assert_eq!(m.show(Locale::En), "expected 92, got 184");
        assert!(m.show(Locale::Vi).contains("92") && m.show(Locale::Vi).contains("184"));
        assert_ne!(m.show(Locale::En), m.show(Locale::Vi));
        // Words inside words, and a brace that is no placeholder.
        let line = Message::new("judge.line.diagonal");
        let m = Message::new("judge.wa.board-attack")
            .with("board", 2)
            .with("r1", 1)
            .with("c1", 1)
            .with("r2", 2)
            .with("c2", 2)
            .with_words("line", line);
        assert!(
            m.show(Locale::En).contains("a diagonal"),
            "{}",
            m.show(Locale::En)
        );
        assert_eq!(
            Message::new("judge.no-such-key").show(Locale::Vi),
            "judge.no-such-key"
        );
    }

    #[test]
    fn every_key_is_in_both_catalogues() {
        let named = crate::Task::ALL
            .map(|t| t.title().key)
            .into_iter()
            .chain(crate::report::VERDICTS.map(|v| v.words().key))
            .chain(crate::atlas::KEYS.iter().copied());
        let keys: Vec<&str> = KEYS.iter().copied().chain(named).collect();
        // Every key the source names is listed.
        for file in [
            "check.rs",
            "report.rs",
            "lib.rs",
            "teach.rs",
            "task.rs",
            "atlas.rs",
        ] {
            let text = std::fs::read_to_string(
                std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("src")
                    .join(file),
            )
            .unwrap();
            for (at, _) in text.match_indices("\"judge.") {
                let key = &text[at + 1..][..text[at + 1..].find('"').unwrap()];
                if !key.ends_with('.') && !key.contains('{') {
                    assert!(keys.contains(&key), "{file}: {key} is in no list of keys");
                }
            }
        }
        for locale in Locale::ALL {
            for key in &keys {
                assert!(
                    locale.catalogue().contains_key(*key),
                    "{key} is not in {}.json",
                    locale.name()
                );
            }
        }
    }

    #[test]
    fn locales_from_the_environment() {
        assert_eq!(Locale::of_posix("vi_VN.UTF-8"), Locale::Vi);
        assert_eq!(Locale::of_posix("en_US.UTF-8"), Locale::En);
        assert_eq!(Locale::of_posix("C"), Locale::En);
        assert_eq!("vi".parse::<Locale>(), Ok(Locale::Vi));
        assert!("fr".parse::<Locale>().is_err());
    }
}
