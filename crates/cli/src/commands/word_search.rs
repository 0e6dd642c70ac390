//! `queens word-search --grid FILE WORD...`: with one word, the path of
//! squares that spells it (LeetCode 79), one line of `R,C` pairs (rows
//! and columns from 1); with several, which of them the grid holds
//! (LeetCode 212), one a line in alphabetical order. `--format leetcode`
//! writes LeetCode's answer (`true`/`false`; the JSON list of words),
//! `--count` how many of the words the grid holds, `--json` one object:
//! `word` and `path` (pairs from 1) for one word, `words` (as asked),
//! `found` and `count` for several, with `--stats` `stats` (see [`super::answers`]).
//!
//! Not found: nothing on stdout (`false` or `[]` with `--format
//! leetcode`), `no path: …` or `no word: …` on stderr, exit status 1. Backtracking over paths can take exponential
//! time (a grid of `a`s), so the search stops at
//! [`super::answers::SOLVE_STEPS`] with an error.

use std::io::Write;
use std::process::ExitCode;

use puzzles::word_search::{MAX_GRID_SIDE, WordGrid, WordSearch};
use puzzles::{Limits, Puzzle, Report};
use serde_json::json;

use super::answers::{check_limit, solve_limits, write_count_json};
use super::puzzle::{self, Answer, PuzzleRun, Solved, Tracer};
use crate::args::WordSearchArgs;
use crate::exit::usage;
use crate::input::read_all;
use crate::output::stats::{Table, Value};

/// The most input read: the largest grid, with room for `\r\n` and
/// blank lines.
const MAX_INPUT: u64 = 1 << 16;

/// The longest line read: a row is at most 64 letters.
const MAX_LINE: u64 = 1 << 10;

pub fn run(args: &WordSearchArgs) -> anyhow::Result<ExitCode> {
    let opts = args.answer.search()?;
    let text = read_all(Some(&args.grid), MAX_INPUT, MAX_LINE, "the grid")?;
    let grid = WordGrid::parse(&text).map_err(|e| usage(e.to_string()))?;
    let search = grid.search(&args.words).map_err(|e| usage(e.to_string()))?;
    puzzle::run(opts, &WordsRun { args, grid, search })
}

struct WordsRun<'a> {
    args: &'a WordSearchArgs,
    grid: WordGrid,
    search: WordSearch,
}

impl WordsRun<'_> {
    /// One word, LeetCode 79.
    fn one(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        let word = &self.args.words[0];
        let (path, report) = self.grid.find(word, &solve_limits())?;
        if path.is_none() {
            check_limit(&report, "the word")?;
        }
        if self.args.count {
            let count = u64::from(path.is_some());
            if answer.json {
                write_count_json(answer.out, count, answer.stats.of(&report, &Table::new()))?;
            } else {
                writeln!(answer.out, "{count}")?;
            }
            return Ok(Solved::found(report));
        }
        let leetcode = self.args.answer.leetcode();
        let Some(path) = path else {
            if leetcode {
                writeln!(answer.out, "false")?;
            }
            return Ok(Solved::none(
                report,
                format!("no path: the grid does not hold {word}"),
            ));
        };
        let from_one: Vec<[usize; 2]> = path.iter().map(|&(r, c)| [r + 1, c + 1]).collect();
        if answer.json {
            let object = json!({ "word": word, "path": from_one });
            answer.json_line(object, &report, &Table::new())?;
        } else if leetcode {
            writeln!(answer.out, "true")?;
        } else {
            let pairs: Vec<String> = from_one.iter().map(|[r, c]| format!("{r},{c}")).collect();
            writeln!(answer.out, "{}", pairs.join(" "))?;
        }
        Ok(Solved::found(report))
    }

    /// Several words, LeetCode 212.
    fn several(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        let (mut found, report) = self.grid.find_all(&self.args.words, &solve_limits())?;
        check_limit(&report, "the words")?;
        found.sort_unstable();
        let count = found.len() as u64;
        if self.args.count {
            if answer.json {
                write_count_json(answer.out, count, answer.stats.of(&report, &Table::new()))?;
            } else {
                writeln!(answer.out, "{count}")?;
            }
            return Ok(Solved::found(report));
        }
        let leetcode = self.args.answer.leetcode();
        if found.is_empty() {
            if leetcode {
                writeln!(answer.out, "[]")?;
            }
            let words = self.search.words().len();
            return Ok(Solved::none(
                report,
                format!("no word: the grid holds none of the {words} words"),
            ));
        }
        if answer.json {
            let object = json!({ "words": self.search.words(), "found": found, "count": count });
            answer.json_line(object, &report, &Table::new())?;
        } else if leetcode {
            writeln!(answer.out, "{}", serde_json::to_string(&found)?)?;
        } else {
            for word in &found {
                writeln!(answer.out, "{word}")?;
            }
        }
        Ok(Solved::found(report))
    }
}

impl PuzzleRun for WordsRun<'_> {
    fn rows(&self) -> Table {
        let mut t = Table::new();
        t.text("puzzle", "word-search")
            .text("grid", format!("{}×{}", self.grid.rows(), self.grid.cols()))
            .row("words", Value::Int(self.search.words().len() as u128));
        t
    }

    fn trace(&self, max_steps: u64, writer: &mut Tracer) -> anyhow::Result<Report> {
        Ok(self
            .search
            .trace(&Limits::max_steps(max_steps), |s| writer.step(s)))
    }

    fn solve(&self, answer: &mut Answer<'_>) -> anyhow::Result<Solved> {
        debug_assert!(self.grid.rows() <= MAX_GRID_SIDE);
        if self.args.words.len() == 1 {
            self.one(answer)
        } else {
            self.several(answer)
        }
    }
}
