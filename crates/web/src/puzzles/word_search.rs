//! Word search (LeetCode 79 and 212): `puzzles::word_search::WordSearch`, traced by
//! the library.
//!
//! Parameters: `words=<name>`, one of the built-in [`EXAMPLES`] (a grid
//! and its words), or `letters=<rows>` and `find=<words>`, a grid of the
//! request's own (rows of letters split by newlines or `/`, at most
//! [`MAX_SIDE`] rows and columns) and the words to find in it (split by
//! spaces or commas, at most [`MAX_WORDS`]). Neither: LeetCode 79's first
//! example. Paths over a grid of one letter can take exponential time;
//! the trace is cut at `max_steps` as any other.

use std::sync::Arc;

use puzzles::word_search::{WordGrid, WordSearch};
use puzzles::{Limits, Puzzle};
use serde_json::json;

use super::from_report;
use super::{
    AlgoInfo, ChoiceInfo, Input, InputBox, JsonEvents, OptionInfo, Params, PuzzleInfo, PuzzleKind, Trace, TraceError,
};
use crate::code::{Lang, Listing, codes};
use crate::config::Config;
use crate::error::ApiError;

const ALGO: &str = "trie";

const LISTING: &str = include_str!("../../assets/code/word-search.rs");

/// The listing in every language: whole programs in Python, C++ and Java
/// (run by `tests/it/listings.rs`), and the Rust.
const LISTINGS: [(Lang, &str); 4] = [
    (Lang::Py, include_str!("../../assets/code/word-search.py")),
    (Lang::Cpp, include_str!("../../assets/code/word-search.cpp")),
    (Lang::Java, include_str!("../../assets/code/WordSearch.java")),
    (Lang::Rust, LISTING),
];

/// The most rows, and columns, of a grid sent.
pub(crate) const MAX_SIDE: usize = 12;

/// The most words sent.
pub(crate) const MAX_WORDS: usize = 20;

/// A built-in example: its name, as shown, its grid and its words.
struct Example {
    name: &'static str,
    title: &'static str,
    grid: &'static str,
    words: &'static str,
}

/// The examples, the default first.
const EXAMPLES: [Example; 5] = [
    Example {
        name: "abcced",
        title: "ABCCED (LeetCode 79)",
        grid: "ABCE/SFCS/ADEE",
        words: "ABCCED",
    },
    Example {
        name: "see",
        title: "SEE (LeetCode 79)",
        grid: "ABCE/SFCS/ADEE",
        words: "SEE",
    },
    Example {
        name: "abcb",
        title: "ABCB: not there (LeetCode 79)",
        grid: "ABCE/SFCS/ADEE",
        words: "ABCB",
    },
    Example {
        name: "oath",
        title: "oath pea eat rain (LeetCode 212)",
        grid: "oaan/etae/ihkr/iflv",
        words: "oath pea eat rain",
    },
    Example {
        name: "aaab",
        title: "aaaaab in a grid of a's",
        grid: "aaa/aaa/aab",
        words: "aaaaab aaaab",
    },
];

/// Word search, in the registry.
pub(super) struct WordSearchPuzzle;

impl PuzzleKind for WordSearchPuzzle {
    fn name(&self) -> &'static str {
        "word-search"
    }

    fn params(&self) -> Vec<&'static str> {
        vec!["words", "letters", "find"]
    }

    fn info(&self, _config: &Config) -> PuzzleInfo {
        PuzzleInfo {
            name: "word-search",
            title: "Word search",
            size: None,
            options: vec![OptionInfo {
                name: "words",
                label: "grid and words",
                kind: "choice",
                choices: EXAMPLES
                    .iter()
                    .map(|e| ChoiceInfo {
                        value: e.name,
                        text: e.title,
                    })
                    .collect(),
                default: EXAMPLES[0].name,
                only_with: None,
                // A grid and words of one's own, `letters=` and `find=`.
                own: Some("letters"),
                follows: None,
            }],
            default_algo: ALGO,
            algos: vec![AlgoInfo {
                name: ALGO,
                summary: "grow a path from each square, side by side, each square once, following a \
                          trie of the words: a letter that continues no word sought is refused, and a \
                          word found is not sought again",
                kind: "search",
                code: Listing::parse(LISTING),
                codes: codes(&LISTINGS),
            }],
        }
    }

    fn drawer(&self) -> &'static str {
        include_str!("../../assets/puzzles/word-search.js")
    }

    fn inputs(&self, _config: &Config) -> Vec<InputBox> {
        vec![InputBox::new("letters", "letters"), InputBox::new("find", "words")]
    }

    fn input(&self, params: &Params, _config: &Config) -> Result<Arc<dyn Input>, ApiError> {
        Ok(Arc::new(read(params)?))
    }
}

fn read(params: &Params) -> Result<WordsInput, ApiError> {
    let (name, grid, words) = match (params.get("words"), params.get("letters"), params.get("find")) {
        (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
            return Err(ApiError::bad_request(
                "give either words (a built-in example) or letters and find (your own), not both",
            ));
        }
        (None, Some(grid), Some(words)) => (None, grid, words),
        (None, Some(_), None) | (None, None, Some(_)) => {
            return Err(ApiError::bad_request(
                "a grid of your own needs both letters (its rows) and find (the words)",
            ));
        }
        (name, None, None) => {
            let name = name.unwrap_or(EXAMPLES[0].name);
            let example = EXAMPLES.iter().find(|e| e.name == name).ok_or_else(|| {
                let names: Vec<_> = EXAMPLES.iter().map(|e| e.name).collect();
                ApiError::bad_request(format!(
                    "unknown example '{name}'; the examples are {} (or send letters and find)",
                    names.join(", ")
                ))
            })?;
            (Some(example.name), example.grid, example.words)
        }
    };
    let text = grid.replace('/', "\n");
    let rows = text.lines().filter(|l| !l.is_empty()).count();
    let wide = text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    if rows > MAX_SIDE || wide > MAX_SIDE {
        return Err(ApiError::over_limit(
            "letters",
            MAX_SIDE as u64,
            format!(
                "a grid may have at most {MAX_SIDE} rows and {MAX_SIDE} columns; this one is {rows}×{wide}"
            ),
        ));
    }
    let grid = WordGrid::parse(&text).map_err(|e| ApiError::bad_request(format!("letters: {e}")))?;
    let words = words.replace(',', " ");
    let count = words.split_whitespace().count();
    if count > MAX_WORDS {
        return Err(ApiError::over_limit(
            "find",
            MAX_WORDS as u64,
            format!("at most {MAX_WORDS} words, got {count}"),
        ));
    }
    let words = puzzles::word_search::parse_words(&words).map_err(|e| ApiError::bad_request(format!("find: {e}")))?;
    if words.is_empty() {
        return Err(ApiError::bad_request("find: no words to find"));
    }
    let search = grid
        .search(&words)
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    Ok(WordsInput { name, grid, search })
}

#[derive(Debug)]
struct WordsInput {
    /// The example's name; `None` for a grid sent.
    name: Option<&'static str>,
    grid: WordGrid,
    search: WordSearch,
}

impl Input for WordsInput {
    fn trace(&self, _algo: &str, limits: &Limits) -> Result<Trace, TraceError> {
        let mut events = JsonEvents::new();
        let report = self.search.trace(limits, |step| {
            events.push(step);
            std::ops::ControlFlow::Continue(())
        });
        let rows: Vec<String> = self.grid.render().lines().map(str::to_owned).collect();
        let input = json!({
            "example": self.name,
            "rows": self.grid.rows(),
            "cols": self.grid.cols(),
            "grid": rows,
            "words": self.search.words(),
        });
        from_report(events, &report, input)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::ops::ControlFlow;

    use super::*;

    /// Every example reads, and every step they trace has a line in the
    /// listing.
    #[test]
    fn the_examples_and_the_listing() {
        let mut kinds = BTreeSet::new();
        for example in &EXAMPLES {
            let input = read(&Params::default().with("words", example.name)).unwrap();
            let report = input.search.trace(&Limits::max_steps(100_000), |s| {
                kinds.insert(match s.detail.as_ref().and_then(|d| d.reject) {
                    Some(why) => format!("reject.{}", why.name()),
                    None => s.kind.name().to_owned(),
                });
                ControlFlow::Continue(())
            });
            assert!(report.outcome.is_finished(), "{}", example.name);
            assert_eq!(
                report.stats.solutions > 0,
                example.name != "abcb",
                "{}",
                example.name
            );
        }
        for kind in &kinds {
            for (lang, text) in LISTINGS {
                let code = Listing::parse_in(text, lang);
                assert!(code.has(kind), "no line for {kind} in {}", lang.name());
            }
        }
        for reason in ["outside", "used", "mismatch"] {
            assert!(kinds.contains(&format!("reject.{reason}")), "no {reason}");
        }
    }

    #[test]
    fn grids_and_words_are_bounded_and_checked() {
        let own =
            |grid: &str, words: &str| read(&Params::default().with("letters", grid).with("find", words));
        assert!(own("ab/cd", "ab,cd").is_ok());
        let e = own("ab/c1", "ab").unwrap_err();
        assert_eq!(
            e.to_string(),
            "letters: line 2, column 2: expected a letter `A`–`Z` or `a`–`z`, got '1'"
        );
        let e = own(&"a".repeat(13), "a").unwrap_err();
        assert!(e.to_string().contains("at most 12 rows and 12 columns"), "{e}");
        let e = own("ab", &"a ".repeat(21)).unwrap_err();
        assert_eq!(e.to_string(), "at most 20 words, got 21");
        let e = own("ab", "x-y").unwrap_err();
        assert!(e.to_string().starts_with("find: line 1, column 1:"), "{e}");
        assert!(own("ab", "").is_err());
        assert!(read(&Params::default().with("letters", "ab")).is_err());
        assert!(read(&Params::default().with("words", "nope")).is_err());
    }
}
