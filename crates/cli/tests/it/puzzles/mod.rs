//! The textbook puzzles end to end: `perms`, `tour`, `subset-sum`, `color`,
//! `maze` and the LeetCode puzzles `subsets`, `combination-sum` and
//! `word-search`. Every answer is re-checked here by code that shares nothing
//! with the solvers; every bad input is an `error:` line with status 2.

mod color;
mod combination_sum;
mod maze;
mod perms;
mod subset_sum;
mod subsets;
mod tour;
mod word_search;

use crate::common::Output;

/// A bad input: status 2, one `error:` line, nothing on stdout.
pub fn assert_usage_error(out: &Output, wanted: &str) {
    assert_eq!(out.code, 2, "status of {:?}", out.stderr);
    assert_eq!(out.stdout, "", "nothing on stdout");
    assert!(out.stderr.starts_with("error: "), "{:?}", out.stderr);
    assert_eq!(out.stderr.lines().count(), 1, "one line: {:?}", out.stderr);
    assert!(
        out.stderr.contains(wanted),
        "{:?} should say {wanted:?}",
        out.stderr
    );
}
