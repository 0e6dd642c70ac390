//! The lessons' tasks, each with its test set (`crates/judge/tasks/<task>/`:
//! `NN.in`, the input on stdin, and `NN.out`, the answer) and the way an
//! answer is checked.
//!
//! | task | input | output | checked |
//! |---|---|---|---|
//! | `count` | n, 1 ≤ n ≤ 10 | the number of solutions | the number (lines a trace prints in the listings' marker format are set aside) |
//! | `boards` | n, 1 ≤ n ≤ 8 | every solution as n rows of `Q` and `.`, boards separated by a blank line | in any order: each board checked, duplicates named, the set compared |
//! | `perms` | T, then T numbers N | per N, one line: every permutation of 1..N in lexicographic order, numbers run together, separated by spaces | line by line, word by word |
//! | `sudoku` | the grid as 9 lines of 9 digits, 0 for an empty cell | the solved grid: 81 digits (one line, or 9 lines of 9) | digit by digit; a broken rule or a changed given named |
//! | `subsets` | numbers (LeetCode 90: may repeat) | every distinct subset, `[[],[1],[1,2]]` | in any order, each subset in any order |
//! | `combination-sum` | the target, then the candidates (LeetCode 39) | every combination, `[[2,2,3],[7]]` | in any order, each combination in any order |
//! | `word-search` | the grid's rows, a blank line, the words (LeetCode 212) | the words found, `["eat","oath"]` | in any order |

use std::str::FromStr;

use crate::check;
use crate::words::Message;

/// One test: its input and the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Case {
    /// Its name, the file's stem (`01`).
    pub name: &'static str,
    /// What the program reads on stdin.
    pub input: &'static str,
    /// The answer.
    pub output: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/tasks.rs"));

/// A task of the lessons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Task {
    /// The counting lesson (CLUE OJ, LeetCode 52): n on stdin, the number
    /// of solutions out.
    Count,
    /// LeetCode 51 in judge form: every board of n.
    Boards,
    /// The data-structures course's permutations task.
    Perms,
    /// The textbook Sudoku solver (LeetCode 37).
    Sudoku,
    /// LeetCode 90 (and 78): every distinct subset.
    Subsets,
    /// LeetCode 39: the combinations that add up to a target.
    CombinationSum,
    /// LeetCode 212 (and 79): the words a grid of letters holds.
    WordSearch,
}

impl Task {
    /// Every task, in the order of the lessons.
    pub const ALL: [Task; 7] = [
        Task::Count,
        Task::Boards,
        Task::Perms,
        Task::Sudoku,
        Task::Subsets,
        Task::CombinationSum,
        Task::WordSearch,
    ];

    /// Its name on the command line: `count`, `word-search`.
    pub fn name(self) -> &'static str {
        match self {
            Task::Count => "count",
            Task::Boards => "boards",
            Task::Perms => "perms",
            Task::Sudoku => "sudoku",
            Task::Subsets => "subsets",
            Task::CombinationSum => "combination-sum",
            Task::WordSearch => "word-search",
        }
    }

    /// What it asks, in words (`judge.task.<name>` of the catalogue).
    pub fn title(self) -> Message {
        Message::new(match self {
            Task::Count => "judge.task.count",
            Task::Boards => "judge.task.boards",
            Task::Perms => "judge.task.perms",
            Task::Sudoku => "judge.task.sudoku",
            Task::Subsets => "judge.task.subsets",
            Task::CombinationSum => "judge.task.combination-sum",
            Task::WordSearch => "judge.task.word-search",
        })
    }

    /// Its tests, as kept in the repository.
    pub fn tests(self) -> &'static [Case] {
        TESTS
            .iter()
            .find(|(name, _)| *name == self.name())
            .map_or(&[], |(_, cases)| cases)
    }

    /// The task a file's name suggests (`flags.py`, `WordSearch.java`,
    /// `n_queens_boards.cpp`), if any: its stem, lowercased, letters and
    /// digits only, holds a word of the task (`sudoku`, `wordsearch`,
    /// `combination`, `subset`, `boards`, `perm`) or names an N-Queens
    /// approach of the lessons or `queen` (`count`). The page's listings
    /// are named so: `simple.py` is the Sudoku solver, `permutations.py`
    /// counts queens.
    pub fn guess(stem: &str) -> Option<Task> {
        let key: String = stem
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let has = |words: &[&str]| words.iter().any(|w| key.contains(w));
        let approach = nqueens::Algo::ALL.iter().any(|a| key.contains(a.name()));
        if has(&["sudoku", "simple"]) {
            Some(Task::Sudoku)
        } else if has(&["wordsearch", "findwords", "word"]) {
            Some(Task::WordSearch)
        } else if has(&["combination"]) {
            Some(Task::CombinationSum)
        } else if has(&["subset"]) {
            Some(Task::Subsets)
        } else if has(&["boards", "solvenqueens"]) {
            Some(Task::Boards)
        } else if has(&["permutations"]) || approach || has(&["queen", "count", "total"]) {
            // `permutations` is an N-Queens approach; `perms` the task.
            Some(Task::Count)
        } else if has(&["perm"]) {
            Some(Task::Perms)
        } else {
            None
        }
    }

    /// Checks `output`, the program's answer to `case`.
    pub fn check(self, case: &Case, output: &str) -> Result<(), Message> {
        match self {
            Task::Count => check::tokens(case.output, &check::without_steps(output)),
            Task::Perms => check::lines(case.output, output),
            Task::Sudoku => check::sudoku(case.input, case.output, output),
            Task::Boards => check::boards(case.input, case.output, output),
            Task::Subsets | Task::CombinationSum => check::lists(case.output, output),
            Task::WordSearch => check::words(case.output, output),
        }
    }

    /// An answer in one form whatever its order and spacing, for
    /// comparing wrong answers with the bug atlas's.
    pub fn canonical(self, output: &str) -> String {
        match self {
            Task::Count => check::canonical_tokens(&check::without_steps(output)),
            Task::Perms => check::canonical_lines(output),
            Task::Sudoku => output.split_whitespace().collect(),
            Task::Boards => check::canonical_boards(output),
            Task::Subsets | Task::CombinationSum | Task::WordSearch => check::canonical_lists(output),
        }
    }
}

impl FromStr for Task {
    type Err = UnknownTask;

    fn from_str(s: &str) -> Result<Task, UnknownTask> {
        Task::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| UnknownTask(s.to_owned()))
    }
}

/// A name that is none of [`Task::ALL`]'s; the message lists them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no task `{}`: {names}", .0, names = Task::ALL.map(Task::name).join(", "))]
pub struct UnknownTask(pub String);

impl std::fmt::Display for Task {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_task_has_its_tests() {
        for task in Task::ALL {
            assert!(task.tests().len() >= 5, "{task}: {} tests", task.tests().len());
            assert_eq!(task.name().parse::<Task>(), Ok(task));
            for case in task.tests() {
                assert_eq!(task.check(case, case.output), Ok(()), "{task} {}", case.name);
            }
        }
        assert_eq!(TESTS.len(), Task::ALL.len(), "a folder of tasks/ that is no task");
        assert_eq!(Task::Count.tests().len(), 10);
    }

    #[test]
    fn file_names_suggest_tasks() {
        for (stem, task) in [
            ("flags", Some(Task::Count)),
            ("Backtrack", Some(Task::Count)),
            ("permutations", Some(Task::Count)),
            ("n_queens_2", Some(Task::Count)),
            ("totalNQueens", Some(Task::Count)),
            ("my-boards", Some(Task::Boards)),
            ("solveNQueens", Some(Task::Boards)),
            ("perms", Some(Task::Perms)),
            ("Perms", Some(Task::Perms)),
            ("simple", Some(Task::Sudoku)),
            ("sudoku_solver", Some(Task::Sudoku)),
            ("subsets", Some(Task::Subsets)),
            ("combination-sum", Some(Task::CombinationSum)),
            ("WordSearch", Some(Task::WordSearch)),
            ("word-search", Some(Task::WordSearch)),
            ("solution", None),
            ("main", None),
        ] {
            assert_eq!(Task::guess(stem), task, "{stem}");
        }
    }
}
